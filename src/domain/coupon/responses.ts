// What the coupon endpoints answer (money in rupees); the cart and the admin tab read these shapes.
import { z } from 'zod'
import { ListPageSchema, MessageResponseSchema } from '../api-shapes.ts'
import { COUPON_TYPES } from './rules.ts'

export const ApiCouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Rupees off for flat coupons, the percentage for percentage coupons. */
  value: z.number(),
  /** The smallest tax-inclusive cart subtotal, in rupees, the coupon applies to. */
  minCartValue: z.number(),
  maxUsage: z.number().int().nullable(),
  usageCount: z.number().int(),
  isActive: z.boolean(),
  description: z.string(),
  createdAt: z.string(),
})
export type ApiCoupon = z.infer<typeof ApiCouponSchema>

/** A coupon the server accepted for a cart: its terms, so the cart can judge it again as it changes. */
export const CouponValidationSchema = MessageResponseSchema.extend({
  /** What the coupon took off the cart total sent, in rupees. */
  discountAmount: z.number(),
  coupon: ApiCouponSchema.pick({ code: true, type: true, value: true, minCartValue: true }),
})
export type CouponValidation = z.infer<typeof CouponValidationSchema>
export type ValidatedCoupon = CouponValidation['coupon']

const CouponStatsSchema = z.object({
  totalCoupons: z.number().int(),
  activeCoupons: z.number().int(),
  inactiveCoupons: z.number().int(),
})
export type CouponStats = z.infer<typeof CouponStatsSchema>

export const CouponListSchema = ListPageSchema.extend({ coupons: z.array(ApiCouponSchema) })

export const CouponStatsAnswerSchema = z.object({ stats: CouponStatsSchema })
export type CouponStatsAnswer = z.infer<typeof CouponStatsAnswerSchema>

/** The answer to creating or editing a coupon. */
export const CouponSavedSchema = MessageResponseSchema.extend({ coupon: ApiCouponSchema })
export type CouponSaved = z.infer<typeof CouponSavedSchema>

export const CouponDeletedSchema = MessageResponseSchema
