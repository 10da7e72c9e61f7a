// What the coupon endpoints answer; the cart and the admin tab read these shapes. Amounts travel in
// rupees and are held in paise (money.ts); the types are the wire's, as the browser reads them.
import { z } from 'zod'
import { ListPageSchema, MessageResponseSchema } from '../api-shapes.ts'
import { rupees } from '../money-codec.ts'
import { CATEGORIES } from '../product/catalogue.ts'
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
  /** The first and last IST days it may be used ('YYYY-MM-DD'); null for open. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.number().int().nullable(),
  /** The categories it takes off; empty for the whole cart. */
  categories: z.array(z.enum(CATEGORIES)),
  /** The most a percentage coupon takes off, in rupees; null for no cap. */
  maxDiscount: z.number().nullable(),
  showInCart: z.boolean(),
})
export const ApiCouponSchema = couponTermsInPaise(CouponWireSchema)
export type ApiCoupon = z.input<typeof ApiCouponSchema>

/** A coupon the server accepted for a cart: its terms, so the cart can judge it again as it changes. */
export const CouponValidationSchema = MessageResponseSchema.extend({
  /** What the coupon took off the cart total sent. */
  discountAmount: rupees(),
  coupon: couponTermsInPaise(
    CouponWireSchema.pick({
      code: true,
      type: true,
      value: true,
      minCartValue: true,
      maxDiscount: true,
      categories: true,
    }),
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

/** A coupon the cart offers: what it takes off and when, for the shopper to apply. */
export const CouponOfferSchema = couponTermsInPaise(
  CouponWireSchema.pick({
    code: true,
    type: true,
    value: true,
    minCartValue: true,
    maxDiscount: true,
    categories: true,
    description: true,
    validUntil: true,
    firstOrderOnly: true,
  }),
)
export type CouponOffer = z.input<typeof CouponOfferSchema>

/** The coupons a shopper may use now, those ending soonest first. */
export const CouponOffersSchema = z.object({ offers: z.array(CouponOfferSchema) })
export type CouponOffers = z.input<typeof CouponOffersSchema>
