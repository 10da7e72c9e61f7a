// The signed-in admin's choice of staff notices (decision 039).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StaffNoticeChoiceSchema, StaffNoticesSchema } from '#domain/staff-notices.ts'
import { requireAdmin } from '../../plugins/session.ts'
import { chooseStaffNotices, staffNoticeChoices } from '../../services/staff-notices/choices.ts'

const notices: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { staffEmails } = app.shop

  app.get('/admin/notices', { schema: { response: { 200: StaffNoticesSchema } } }, (request) =>
    staffNoticeChoices(db, staffEmails, requireAdmin(request).id),
  )

  app.put(
    '/admin/notices',
    { schema: { body: StaffNoticeChoiceSchema, response: { 200: StaffNoticesSchema } } },
    (request) => chooseStaffNotices(db, staffEmails, requireAdmin(request).id, request.body.chosen),
  )
}

export default notices
