// Mail the outbox keeps failing to send, as staff see it. Only failing mail is listed: sent mail
// holds one-time codes and is nobody's business.
import { z } from 'zod'

export const AdminMailQuerySchema = z.object({ status: z.literal('failing') })

/** A mail the outbox has not managed to send yet. */
export const AdminMailSchema = z.object({
  _id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
})
export type AdminMail = z.infer<typeof AdminMailSchema>

export const FailingMailResponseSchema = z.object({ mails: z.array(AdminMailSchema) })
