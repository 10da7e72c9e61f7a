// The contact form (spec §5), shared by the page and POST /api/contact/submit.
import { z } from 'zod'
import { multiLineText, singleLineText } from './text.ts'
import { CONTACT_MESSAGE, EMAIL_MAX } from '../limits.ts'

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

export const ContactSchema = z.object({
  name: singleLineText('Name', { error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .min(2, 'Name must be at least 2 characters')
    .max(50, 'Name must be at most 50 characters'),
  email: singleLineText('Email', { error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
    .pipe(z.email('Please enter a valid email address')),
  phone: singleLineText('Phone')
    .trim()
    .refine(
      (phone) => phone === '' || phone.length === 10,
      'Phone number must be exactly 10 digits',
    )
    .refine((phone) => phone === '' || /^\d+$/.test(phone), 'Phone number must contain digits only')
    .optional(),
  queryType: z.enum(QUERY_TYPES, { error: 'Please choose what your message is about' }),
  subject: singleLineText('Subject', { error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(50, 'Subject must be at most 50 characters'),
  message: multiLineText('Message', { error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .min(CONTACT_MESSAGE.min, `Message must be at least ${CONTACT_MESSAGE.min} characters`)
    .max(CONTACT_MESSAGE.max, `Message must be at most ${CONTACT_MESSAGE.max} characters`),
})
export type ContactInput = z.infer<typeof ContactSchema>
