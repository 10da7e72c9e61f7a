// Messages from the contact form: stored as new, and acknowledged to the sender by mail.
import type { ContactInput } from '#domain/schemas/contact.ts'
import type { Db } from '../db/client.ts'
import { type ContactMessage, contactMessages } from '../db/schema/index.ts'
import type { Mailer } from './mail/mailer.ts'
import { contactAcknowledgementMail } from './mail/templates.ts'

export async function submitContactMessage(
  { db, mailer, log }: { db: Db; mailer: Mailer; log: { warn(data: object, msg: string): void } },
  input: ContactInput,
): Promise<ContactMessage> {
  const [stored] = await db
    .insert(contactMessages)
    .values({ ...input, phone: input.phone || null })
    .returning()
  if (!stored) throw new Error('The message was not stored')
  // The message is safe in the database; a mail hiccup must not make the sender try again.
  await mailer
    .send(contactAcknowledgementMail(input.email, input.name, input.subject))
    .catch((error: unknown) => log.warn({ err: error }, 'contact acknowledgement not sent'))
  return stored
}
