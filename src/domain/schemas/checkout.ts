// Coupon entry and review input (spec §5, §7), shared by the cart screens and the API.
import { z } from 'zod'
import { multiLineText, singleLineText } from './text.ts'
import { COUPON_CODE_MAX, REVIEW_COMMENT_MAX } from '../limits.ts'

export const CouponCodeSchema = singleLineText('Coupon code', {
  error: 'Please enter a coupon code',
})
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a coupon code')
  .max(COUPON_CODE_MAX, `Coupon code must be at most ${COUPON_CODE_MAX} characters`)

export const CouponValidateSchema = z.object({
  code: CouponCodeSchema,
  /** The tax-inclusive cart subtotal in rupees, as the shopper's cart shows it. */
  cartTotal: z.number({ error: 'cartTotal must be a number' }).min(0).max(10_000_000),
})

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
