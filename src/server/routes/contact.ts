import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ContactSchema } from '#domain/schemas/contact.ts'
import { perAccount, perIp } from '../plugins/rate-limits.ts'
import { submitContactMessage } from '../services/contact.ts'

const contact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/submit',
    {
      schema: { body: ContactSchema },
      config: perIp(5),
      preHandler: perAccount(app, 3, '15 minutes'),
    },
    async (request, reply) => {
      const stored = await submitContactMessage(app.database.db, request.body)
      return reply.status(201).send({
        message: 'Thank you for your message! We will get back to you within 24 hours.',
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
