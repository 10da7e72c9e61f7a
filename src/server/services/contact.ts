// Messages from the contact form: stored as new, acknowledged to the sender by mail, and told to
// staff.
import { contactReference } from '#domain/contact.ts'
import type { ContactInput } from '#domain/contact.ts'
import type { Db } from '../db/client.ts'
import { type ContactMessage, contactMessages } from '../db/schema/index.ts'
import { enqueueMail } from './mail/outbox.ts'
import { contactAcknowledgementMail } from './mail/templates.ts'
import { noticeOfContactMessage } from './staff-notices/contact-notice.ts'
import type { StaffNoticeSettings } from './staff-notices/recipients.ts'

export async function submitContactMessage(
  db: Db,
  staff: StaffNoticeSettings,
  input: ContactInput,
): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...input, phone: input.phone || null })
      .returning()
    if (!stored) throw new Error('The message was not stored')
    await enqueueMail(tx, contactAcknowledgementMail(input.email, contactReference(stored.id)))
    await noticeOfContactMessage(tx, staff, stored)
    return stored
  })
}
