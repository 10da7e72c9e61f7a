// The admin panel's input (spec §5, §7): list queries, the product form and message
// updates. The forms' texts are the spec's alerts.
import { z } from 'zod'
import { CATEGORIES, SUBCATEGORIES, TAG_COLORS } from '../catalogue.ts'
import { ADMIN_LIST_LIMIT } from '../limits.ts'
import { formatRupees, paiseToRupees } from '../money.ts'
import { MAX_PRODUCT_PRICE } from '../money-limits.ts'
import { ORDER_STATUSES } from '../order/status.ts'
import { CONTACT_STATUSES } from './contact.ts'
import { multiLineText, singleLineText } from './text.ts'

const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
/** A list filter that a blank or missing value leaves unset. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional())

export const AdminListQuerySchema = z.object({
  search: optional(singleLineText('Search').trim().max(100)),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_LIMIT).default(ADMIN_LIST_LIMIT),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>

export const AdminProductsQuerySchema = AdminListQuerySchema.extend({
  category: optional(z.enum(CATEGORIES, { error: 'Unknown category' })),
  inStock: optional(z.enum(['true', 'false'], { error: 'inStock is true or false' })),
})

export const AdminOrdersQuerySchema = AdminListQuerySchema.extend({
  status: optional(z.enum(ORDER_STATUSES, { error: 'Unknown order status' })),
})

export const AdminContactsQuerySchema = AdminListQuerySchema.extend({
  status: optional(z.enum(CONTACT_STATUSES, { error: 'Unknown status' })),
})

export const AdminReviewsQuerySchema = AdminListQuerySchema.extend({
  rating: optional(z.coerce.number().int().min(1).max(5)),
  category: optional(z.enum(CATEGORIES, { error: 'Unknown category' })),
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(['approved', 'pending', 'rejected']).default('approved'),
  ),
})

// ---- Products ----

export const REQUIRED_FIELDS = 'Please fill in all required fields'

const productText = (label: string) =>
  singleLineText(label, { error: REQUIRED_FIELDS })
    .trim()
    .min(1, { message: REQUIRED_FIELDS, abort: true })
    .min(2, `${label} must be at least 2 characters`)
    .max(50, `${label} must be at most 50 characters`)

const rupeeAmount = (label: string, max: number) =>
  z
    .number()
    .multipleOf(0.01, 'Use at most two decimals')
    .max(paiseToRupees(max), `${label} must be at most ${formatRupees(max)}`)

export const ProductFormSchema = z
  .object({
    name: productText('Name'),
    brand: productText('Brand'),
    category: z.enum(CATEGORIES, { error: 'Please choose a category' }),
    subcategory: z.preprocess(emptyAsUndefined, z.enum(SUBCATEGORIES).nullish()),
    price: z
      .number({ error: 'Price must be greater than 0' })
      .gt(0, 'Price must be greater than 0')
      .pipe(rupeeAmount('Price', MAX_PRODUCT_PRICE)),
    originalPrice: z.preprocess(
      emptyAsUndefined,
      z
        .number()
        .min(0, 'Original price cannot be negative')
        .pipe(rupeeAmount('Original price', MAX_PRODUCT_PRICE))
        .nullish(),
    ),
    image: singleLineText('Image', { error: REQUIRED_FIELDS })
      .trim()
      .min(1, REQUIRED_FIELDS)
      .max(500)
      .refine(
        (url) => url.startsWith('/') || /^https:\/\//.test(url),
        'Image must be an uploaded image or an https URL',
      ),
    features: z
      .array(singleLineText('Feature').trim().min(1).max(120))
      .max(12, 'At most 12 features')
      .default([]),
    coloredTags: z
      .array(
        z.object({
          label: singleLineText('Tag label')
            .trim()
            .min(2, 'Tag label must be at least 2 characters')
            .max(50, 'Tag label must be at most 50 characters'),
          color: z.enum(TAG_COLORS, { error: 'Unknown tag colour' }),
        }),
      )
      .max(6, 'At most 6 tags')
      .default([]),
    inStock: z.boolean().default(true),
    isNewProduct: z.boolean().default(false),
    isGift: z.boolean().default(false),
    isFeatured: z.boolean().default(false),
    isOnSale: z.boolean().default(false),
    isTopRated: z.boolean().default(false),
  })
  .refine((p) => !p.subcategory || p.category === 'work-essentials', {
    path: ['subcategory'],
    message: 'Only work essentials have subcategories',
  })
export type ProductFormInput = z.input<typeof ProductFormSchema>
export type ProductForm = z.output<typeof ProductFormSchema>

// ---- Messages ----

export const ContactStatusUpdateSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'Unknown status' }),
})

export const ContactReplySchema = z.object({
  contactId: z.uuid('Unknown message'),
  reply: multiLineText('Reply', { error: 'Reply cannot be empty' })
    .trim()
    .min(1, 'Reply cannot be empty')
    .max(5000, 'Reply must be at most 5000 characters'),
  // The client sends these too (spec §7); the server mails the stored sender instead.
  userEmail: singleLineText('userEmail').optional(),
  userName: singleLineText('userName').optional(),
  originalSubject: singleLineText('originalSubject').optional(),
})

export const GalleryMoveSchema = z.object({
  direction: z.enum(['earlier', 'later'], { error: 'direction is earlier or later' }),
})

/** Only failing mail is listed: sent mail holds one-time codes and is nobody's business. */
export const AdminMailQuerySchema = z.object({ status: z.literal('failing') })

export const IdParamsSchema = z.object({ id: z.uuid('Not found') })
