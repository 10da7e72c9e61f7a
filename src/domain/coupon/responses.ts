// What the coupon endpoints answer; the cart and the admin tab read these shapes. Amounts travel in
// rupees and are held in paise (money.ts); the types are the wire's, as the browser reads them.
import { z } from 'zod'
import { ListPageSchema, MessageResponseSchema } from '../api-shapes.ts'
import { rupees } from '../money-codec.ts'
import {
  COUPON_TYPES,
  type CouponPriceTerms,
  couponTermsFromApi,
  couponTermsToApi,
} from './rules.ts'

/**
 * A coupon's terms travel as rupees off (or the percentage) and are held as paise off; which one
 * `value` is depends on `type`, so the whole object converts.
 */
export const couponTermsInPaise = <Wire extends z.ZodType<CouponPriceTerms, CouponPriceTerms>>(
  wire: Wire,
) =>
  z.codec(wire, wire, {
    // The same shape either way: only the two numbers change.
    decode: (coupon) => ({ ...coupon, ...couponTermsFromApi(coupon) }) as z.input<Wire>,
    encode: (coupon) => ({ ...coupon, ...couponTermsToApi(coupon) }) as z.output<Wire>,
  })

const CouponWireSchema = z.object({
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
export const ApiCouponSchema = couponTermsInPaise(CouponWireSchema)
export type ApiCoupon = z.input<typeof ApiCouponSchema>

/** A coupon the server accepted for a cart: its terms, so the cart can judge it again as it changes. */
export const CouponValidationSchema = MessageResponseSchema.extend({
  /** What the coupon took off the cart total sent. */
  discountAmount: rupees(),
  coupon: couponTermsInPaise(
    CouponWireSchema.pick({ code: true, type: true, value: true, minCartValue: true }),
  ),
})
export type CouponValidation = z.input<typeof CouponValidationSchema>
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
export type CouponSaved = z.input<typeof CouponSavedSchema>

export const CouponDeletedSchema = MessageResponseSchema
