import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ACCOUNT_MESSAGES, ProfileUpdateSchema, UserResponseSchema } from '#domain/account.ts'
import { requireUser } from '../plugins/session.ts'
import { toPublicUser, updateProfile } from '../services/accounts.ts'

const user: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/profile',
    { schema: { body: ProfileUpdateSchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const current = requireUser(request)
      const updated = await updateProfile(app.database.db, current.id, request.body)
      return { message: ACCOUNT_MESSAGES.profileUpdated, user: toPublicUser(updated) }
    },
  )
}

export default user
