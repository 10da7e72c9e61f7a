import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CONTACT_THANK_YOU,
  ContactSchema,
  ContactSubmittedResponseSchema,
} from '#domain/contact.ts'
import { perAccount, perIp } from '../plugins/rate-limits.ts'
import { submitContactMessage } from '../services/contact.ts'

const contact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/submit',
    {
      schema: { body: ContactSchema, response: { 201: ContactSubmittedResponseSchema } },
      config: perIp(5),
      preHandler: perAccount(app, 3, '15 minutes'),
    },
    async (request, reply) => {
      const stored = await submitContactMessage(app.database.db, app.shop, request.body)
      return reply.status(201).send({
        message: CONTACT_THANK_YOU,
        contact: {
          _id: stored.id,
          status: stored.status,
          createdAt: stored.createdAt.toISOString(),
        },
      })
    },
  )
}

export default contact
