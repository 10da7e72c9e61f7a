// Contact messages: the form, the statuses staff move them through, replies,
// and what the API answers the sender and staff.
import { z } from 'zod'
import { EmailSchema } from './account.ts'
import { AdminListQuerySchema, ListPageSchema, optional } from './api-shapes.ts'
import { indianPhone, lengthWithin, multiLineText, singleLineText } from './text.ts'

/** How long the contact form's fields and a staff reply may be. */
export const CONTACT_LENGTHS = {
  name: { min: 2, max: 50 },
  subject: { max: 50 },
  message: { min: 10, max: 1000 },
  reply: { max: 5000 },
} as const
export const CONTACT_THANK_YOU =
  'Thank you for your message! We will get back to you within 24 hours.'
export const REPLY_SENT = 'Reply sent successfully!'
export const CONTACT_NOT_FOUND = 'Message not found'

export const QUERY_TYPES = ['general', 'support', 'product', 'order', 'refund', 'other'] as const
export type QueryType = (typeof QUERY_TYPES)[number]

export const QUERY_TYPE_LABELS: Record<QueryType, string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  product: 'Product Question',
  order: 'Order Issue',
  refund: 'Refund / Cancellation',
  other: 'Other',
}

export const CONTACT_STATUSES = ['new', 'in-progress', 'resolved', 'closed'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  'in-progress': 'In Progress',
  // A resolved message leaves the list; the server keeps it archived.
  resolved: 'Resolved (Will Delete)',
  closed: 'Closed',
}

/** The short reference a sender and staff quote for one contact message, taken from its id. */
export function contactReference(messageId: string): string {
  return `KV-${messageId.replaceAll('-', '').slice(0, 8).toUpperCase()}`
}

export const ContactSchema = z.object({
  name: lengthWithin(
    singleLineText('Name', { error: 'Name is required' }).trim().min(1, 'Name is required'),
    'Name',
    CONTACT_LENGTHS.name,
  ),
  email: EmailSchema,
  phone: indianPhone('Phone', {
    lengthMessage: 'Phone number must be exactly 10 digits',
    optional: true,
  }).optional(),
  queryType: z.enum(QUERY_TYPES, { error: 'Please choose what your message is about' }),
  subject: lengthWithin(
    singleLineText('Subject', { error: 'Subject is required' })
      .trim()
      .min(1, 'Subject is required'),
    'Subject',
    CONTACT_LENGTHS.subject,
  ),
  message: lengthWithin(
    multiLineText('Message', { error: 'Message is required' }).trim().min(1, 'Message is required'),
    'Message',
    CONTACT_LENGTHS.message,
  ),
})
export type ContactInput = z.infer<typeof ContactSchema>

export const ContactSubmittedResponseSchema = z.object({
  message: z.string(),
  contact: z.object({
    _id: z.string(),
    status: z.enum(CONTACT_STATUSES),
    createdAt: z.string(),
  }),
})

// ---- Admin ----

export const AdminContactsQuerySchema = AdminListQuerySchema.extend({
  status: optional(z.enum(CONTACT_STATUSES, { error: 'Unknown status' })),
})
export type AdminContactsQuery = z.infer<typeof AdminContactsQuerySchema>

export const ContactStatusUpdateSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'Unknown status' }),
})

export const ContactReplySchema = z.object({
  contactId: z.uuid('Unknown message'),
  reply: lengthWithin(
    multiLineText('Reply', { error: 'Reply cannot be empty' })
      .trim()
      .min(1, 'Reply cannot be empty'),
    'Reply',
    CONTACT_LENGTHS.reply,
  ),
  // The client sends these too; the server mails the stored sender instead.
  userEmail: singleLineText('userEmail').optional(),
  userName: singleLineText('userName').optional(),
  originalSubject: singleLineText('originalSubject').optional(),
})

export const AdminContactSchema = z.object({
  _id: z.string(),
  /** What the sender's acknowledgement quotes. */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  queryType: z.enum(QUERY_TYPES),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  replies: z.array(z.object({ reply: z.string(), createdAt: z.string() })),
})
export type AdminContact = z.infer<typeof AdminContactSchema>

export const AdminContactListResponseSchema = ListPageSchema.extend({
  contacts: z.array(AdminContactSchema),
})

export const AdminContactResponseSchema = z.object({ contact: AdminContactSchema })
export type AdminContactResponse = z.infer<typeof AdminContactResponseSchema>

export const ContactReplyResponseSchema = z.object({
  message: z.string(),
  contact: AdminContactSchema,
})
export type ContactReplyResponse = z.infer<typeof ContactReplyResponseSchema>

export const ContactStatsSchema = z.object({
  totalContacts: z.number().int(),
  newContacts: z.number().int(),
  inProgressContacts: z.number().int(),
  closedContacts: z.number().int(),
})
export type ContactStats = z.infer<typeof ContactStatsSchema>
export const ContactStatsResponseSchema = z.object({ stats: ContactStatsSchema })
export type ContactStatsResponse = z.infer<typeof ContactStatsResponseSchema>
