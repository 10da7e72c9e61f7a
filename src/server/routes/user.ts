import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ACCOUNT_MESSAGES, ProfileUpdateSchema, UserResponseSchema } from '#domain/account.ts'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import {
  SAVED_ADDRESS_MESSAGES,
  SavedAddressDeletedSchema,
  SavedAddressInputSchema,
  SavedAddressListSchema,
  SavedAddressResponseSchema,
} from '#domain/saved-addresses.ts'
import {
  PREFERENCES_SAVED,
  PreferencesAnswerSchema,
  PreferencesSavedSchema,
  PreferencesUpdateSchema,
} from '#domain/consents.ts'
import { requireUser } from '../plugins/session.ts'
import { preferencesOf, setPreferences } from '../services/consents.ts'
import { toPublicUser, updateProfile } from '../services/accounts.ts'
import {
  addAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../services/saved-addresses.ts'

const user: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.put(
    '/user/profile',
    { schema: { body: ProfileUpdateSchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const current = requireUser(request)
      const updated = await updateProfile(db, current.id, request.body)
      return { message: ACCOUNT_MESSAGES.profileUpdated, user: toPublicUser(updated) }
    },
  )

  app.get(
    '/user/preferences',
    { schema: { response: { 200: PreferencesAnswerSchema } } },
    async (request) => ({ preferences: await preferencesOf(db, requireUser(request).id) }),
  )

  // One tap: each purpose given or withdrawn on its own, at once, recorded with where it was made.
  app.put(
    '/user/preferences',
    { schema: { body: PreferencesUpdateSchema, response: { 200: PreferencesSavedSchema } } },
    async (request) => {
      const { id } = requireUser(request)
      const preferences = await setPreferences(db, id, request.body, 'profile')
      return { message: PREFERENCES_SAVED, preferences }
    },
  )

  app.get(
    '/user/addresses',
    { schema: { response: { 200: SavedAddressListSchema } } },
    async (request) => ({ addresses: await listAddresses(db, requireUser(request).id) }),
  )

  app.post(
    '/user/addresses',
    { schema: { body: SavedAddressInputSchema, response: { 201: SavedAddressResponseSchema } } },
    async (request, reply) => {
      const address = await addAddress(db, requireUser(request).id, request.body)
      return reply.status(201).send({ message: SAVED_ADDRESS_MESSAGES.created, address })
    },
  )

  app.put(
    '/user/addresses/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: SavedAddressInputSchema,
        response: { 200: SavedAddressResponseSchema },
      },
    },
    async (request) => {
      const { id } = requireUser(request)
      const address = await updateAddress(db, id, request.params.id, request.body)
      return { message: SAVED_ADDRESS_MESSAGES.updated, address }
    },
  )

  app.delete(
    '/user/addresses/:id',
    { schema: { params: IdParamsSchema, response: { 200: SavedAddressDeletedSchema } } },
    async (request) => {
      const addresses = await deleteAddress(db, requireUser(request).id, request.params.id)
      return { message: SAVED_ADDRESS_MESSAGES.deleted, addresses }
    },
  )
}

export default user
