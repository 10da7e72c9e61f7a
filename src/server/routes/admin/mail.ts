import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminMailQuerySchema } from '#domain/schemas/admin.ts'
import { failingMails } from '../../services/mail/outbox.ts'

const mail: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/mail', { schema: { querystring: AdminMailQuerySchema } }, async () => ({
    mails: await failingMails(app.database.db),
  }))
}

export default mail
