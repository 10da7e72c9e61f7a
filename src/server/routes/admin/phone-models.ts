// The phone model list staff keep: list, add, edit, delete and import a CSV file.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema, MessageResponseSchema } from '#domain/api-shapes.ts'
import {
  AdminPhoneModelListSchema,
  AdminPhoneModelsQuerySchema,
  PHONE_MODEL_MESSAGES,
  PhoneModelCreateSchema,
  PhoneModelCsvSchema,
  PhoneModelImportedSchema,
  PhoneModelSavedSchema,
  PhoneModelUpdateSchema,
} from '#domain/product/phone-model-admin.ts'
import {
  adminPhoneModels,
  createPhoneModel,
  deletePhoneModel,
  importPhoneModels,
  updatePhoneModel,
} from '../../services/admin/phone-models.ts'

/** A CSV file of a few thousand models is well under this. */
const CSV_BODY_LIMIT = 512 * 1024

const phoneModels: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )

  app.get(
    '/admin/phone-models',
    {
      schema: {
        querystring: AdminPhoneModelsQuerySchema,
        response: { 200: AdminPhoneModelListSchema },
      },
    },
    (request) => adminPhoneModels(db, request.query),
  )

  app.post(
    '/admin/phone-models',
    { schema: { body: PhoneModelCreateSchema, response: { 201: PhoneModelSavedSchema } } },
    async (request, reply) =>
      reply.status(201).send({
        message: PHONE_MODEL_MESSAGES.created,
        phoneModel: await createPhoneModel(db, request.body),
      }),
  )

  app.put(
    '/admin/phone-models/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: PhoneModelUpdateSchema,
        response: { 200: PhoneModelSavedSchema },
      },
    },
    async (request) => ({
      message: PHONE_MODEL_MESSAGES.updated,
      phoneModel: await updatePhoneModel(db, request.params.id, request.body),
    }),
  )

  app.delete(
    '/admin/phone-models/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deletePhoneModel(db, request.params.id)
      return { message: PHONE_MODEL_MESSAGES.deleted }
    },
  )

  app.post(
    '/admin/phone-models/import',
    { schema: { body: PhoneModelCsvSchema, response: { 200: PhoneModelImportedSchema } } },
    (request) => importPhoneModels(db, request.body),
  )
}

export default phoneModels
