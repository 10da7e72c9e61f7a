import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminMailQuerySchema, FailingMailResponseSchema } from '#domain/failing-mail.ts'
import { failingMails } from '../../services/mail/outbox.ts'

const mail: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/mail',
    {
      schema: { querystring: AdminMailQuerySchema, response: { 200: FailingMailResponseSchema } },
    },
    async () => ({ mails: await failingMails(app.database.db) }),
  )
}

export default mail
