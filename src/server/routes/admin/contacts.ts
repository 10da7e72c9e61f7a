import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminContactsQuerySchema,
  ContactReplySchema,
  ContactStatusUpdateSchema,
  IdParamsSchema,
} from '#domain/schemas/admin.ts'
import { requireAdmin } from '../../plugins/session.ts'
import {
  adminContacts,
  contactStats,
  deleteContact,
  replyToContact,
  setContactStatus,
} from '../../services/admin/contacts.ts'

const contacts: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/contact/admin/submissions',
    { schema: { querystring: AdminContactsQuerySchema } },
    (request) => adminContacts(db, request.query),
  )

  app.get('/contact/admin/stats', async () => ({ stats: await contactStats(db) }))

  app.put(
    '/contact/admin/submissions/:id',
    { schema: { params: IdParamsSchema, body: ContactStatusUpdateSchema } },
    async (request) => ({
      contact: await setContactStatus(db, request.params.id, request.body.status),
    }),
  )

  app.delete(
    '/contact/admin/submissions/:id',
    { schema: { params: IdParamsSchema } },
    async (request) => {
      await deleteContact(db, request.params.id)
      return { message: 'Message deleted' }
    },
  )

  app.post('/contact/admin/reply', { schema: { body: ContactReplySchema } }, async (request) => ({
    message: 'Reply sent successfully!',
    contact: await replyToContact(
      db,
      requireAdmin(request).id,
      request.body.contactId,
      request.body.reply,
    ),
  }))
}

export default contacts
