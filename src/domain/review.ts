// Reviews: what a shopper sends for a delivered product, how the product page and
// the admin tab read them, and what the API answers.
import { z } from 'zod'
import { ListPageSchema, MessageResponseSchema } from './api-shapes.ts'
import { ORDER_STATUSES } from './order/status.ts'
import { CATEGORIES } from './product/catalogue.ts'
import { AdminListQuerySchema, emptyAsUndefined, optional } from './api-shapes.ts'
import { multiLineText } from './text.ts'

export const REVIEW_STATUSES = ['approved', 'pending', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const REVIEW_COMMENT_MAX = 200
/** What a product without an approved review says instead of a rating. */
export const REVIEW_SUBMITTED = 'Review submitted successfully!'
export const ALREADY_REVIEWED = 'You have already reviewed this product'

export const ReviewSchema = z.object({
  rating: z
    .number({ error: 'Please provide a rating' })
    .int('Rating must be a whole number of stars')
    .min(1, 'Please provide a rating')
    .max(5, 'Rating must be at most 5'),
  comment: multiLineText('Comment')
    .trim()
    .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)
    .optional(),
  /** Which delivered order the review belongs to; the newest unreviewed one when left out. */
  orderId: z.uuid().optional(),
})
export type ReviewInput = z.infer<typeof ReviewSchema>

const ReviewAnswerSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  userName: z.string(),
  createdAt: z.string(),
})

/**
 * An approved review as the product page shows it. Every review comes from a delivered order, so
 * its writer is a verified buyer; `bought` names the options of what they bought ("iPhone 16 /
 * Black"), null for a product without options.
 */
export const ProductReviewSchema = ReviewAnswerSchema.extend({ bought: z.string().nullable() })
export type ProductReview = z.infer<typeof ProductReviewSchema>

/** A review with where it stands in moderation, as its author and staff see it. */
const ModeratedReviewSchema = ReviewAnswerSchema.extend({ status: z.enum(REVIEW_STATUSES) })

export const ReviewSubmittedResponseSchema = MessageResponseSchema.extend({
  review: ModeratedReviewSchema,
})
export type ReviewSubmittedResponse = z.infer<typeof ReviewSubmittedResponseSchema>

// ---- Admin ----

export const AdminReviewsQuerySchema = AdminListQuerySchema.extend({
  rating: optional(z.coerce.number().int().min(1).max(5)),
  category: optional(z.enum(CATEGORIES, { error: 'Unknown category' })),
  status: z.preprocess(emptyAsUndefined, z.enum(REVIEW_STATUSES).default('approved')),
})
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuerySchema>

export const AdminReviewSchema = ModeratedReviewSchema.extend({
  productDetails: z.object({
    name: z.string(),
    brand: z.string(),
    image: z.string(),
    category: z.string(),
  }),
  orderDetails: z.object({
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    createdAt: z.string(),
  }),
})
export type AdminReview = z.infer<typeof AdminReviewSchema>

export const AdminReviewListResponseSchema = ListPageSchema.extend({
  reviews: z.array(AdminReviewSchema),
})
