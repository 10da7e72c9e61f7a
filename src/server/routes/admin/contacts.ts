import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminContactListResponseSchema,
  AdminContactResponseSchema,
  AdminContactsQuerySchema,
  ContactReplyResponseSchema,
  ContactReplySchema,
  ContactStatsResponseSchema,
  ContactStatusUpdateSchema,
  REPLY_SENT,
} from '#domain/contact.ts'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import { IdParamsSchema } from '#domain/api-shapes.ts'
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
    {
      schema: {
        querystring: AdminContactsQuerySchema,
        response: { 200: AdminContactListResponseSchema },
      },
    },
    (request) => adminContacts(db, request.query),
  )

  app.get(
    '/contact/admin/stats',
    { schema: { response: { 200: ContactStatsResponseSchema } } },
    async () => ({ stats: await contactStats(db) }),
  )

  app.put(
    '/contact/admin/submissions/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: ContactStatusUpdateSchema,
        response: { 200: AdminContactResponseSchema },
      },
    },
    async (request) => ({
      contact: await setContactStatus(db, request.params.id, request.body.status),
    }),
  )

  app.delete(
    '/contact/admin/submissions/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deleteContact(db, request.params.id)
      return { message: 'Message deleted' }
    },
  )

  app.post(
    '/contact/admin/reply',
    { schema: { body: ContactReplySchema, response: { 200: ContactReplyResponseSchema } } },
    async (request) => ({
      message: REPLY_SENT,
      contact: await replyToContact(
        db,
        requireAdmin(request).id,
        request.body.contactId,
        request.body.reply,
      ),
    }),
  )
}

export default contacts
