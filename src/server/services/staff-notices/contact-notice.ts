// Staff hear of each contact message, in the transaction that stores it (decision 039).
import { contactReference } from '#domain/contact.ts'
import type { DbOrTx } from '../../db/client.ts'
import type { ContactMessage } from '../../db/schema/index.ts'
import { contactMessageNotice } from '../mail/staff-notice-mails.ts'
import { notifyStaff, type StaffNoticeSettings } from './recipients.ts'

export async function noticeOfContactMessage(
  tx: DbOrTx,
  settings: StaffNoticeSettings,
  message: ContactMessage,
) {
  const data = {
    reference: contactReference(message.id),
    name: message.name,
    email: message.email,
    queryType: message.queryType,
    subject: message.subject,
    message: message.message,
  }
  await notifyStaff(tx, settings, { kind: 'contact_message' }, (to) =>
    contactMessageNotice(to, settings.publicUrl, data),
  )
}
