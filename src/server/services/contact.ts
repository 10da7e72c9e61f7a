// Messages from the contact form: stored as new, and acknowledged to the sender by mail.
import { contactReference } from '#domain/contact.ts'
import type { ContactInput } from '#domain/contact.ts'
import type { Db } from '../db/client.ts'
import { type ContactMessage, contactMessages } from '../db/schema/index.ts'
import { enqueueMail } from './mail/outbox.ts'
import { contactAcknowledgementMail } from './mail/templates.ts'

export async function submitContactMessage(db: Db, input: ContactInput): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...input, phone: input.phone || null })
      .returning()
    if (!stored) throw new Error('The message was not stored')
    await enqueueMail(tx, contactAcknowledgementMail(input.email, contactReference(stored.id)))
    return stored
  })
}
