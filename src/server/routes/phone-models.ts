import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PhoneModelsResponseSchema } from '#domain/product/phone-model.ts'
import { listPhoneModels } from '../services/phone-models.ts'

const phoneModels: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/phone-models',
    { schema: { response: { 200: PhoneModelsResponseSchema } } },
    async () => ({ phoneModels: await listPhoneModels(app.database.db) }),
  )
}

export default phoneModels
