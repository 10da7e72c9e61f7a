// What shoppers and staff send about coupons: the code at checkout, the admin form and
// list filters. The admin form's texts are the spec's alerts; the rules added since speak alike.
import { z } from 'zod'
import { formatRupees, groupIndian, paiseToRupees, rupeesToPaise } from '../money.ts'
import { rupees } from '../money-codec.ts'
import { MAX_ORDER_VALUE, ORDER_TOO_LARGE } from '../order/limits.ts'
import { OrderLinesSchema } from '../order/order-lines.ts'
import { CATEGORIES } from '../product/catalogue.ts'
import { AdminListQuerySchema, optional } from '../api-shapes.ts'
import { multiLineText, singleLineText } from '../text.ts'
import {
  COUPON_CODE_MAX,
  COUPON_DESCRIPTION_MAX,
  COUPON_STATUSES,
  COUPON_TYPES,
  couponTermsFromApi,
  MAX_COUPON_AMOUNT,
  MAX_COUPON_USES,
  MAX_USES_PER_SHOPPER,
} from './rules.ts'

export const CouponCodeSchema = singleLineText('Coupon code', {
  error: 'Please enter a coupon code',
})
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a coupon code')
  .max(COUPON_CODE_MAX, `Coupon code must be at most ${COUPON_CODE_MAX} characters`)

export const CouponValidateSchema = z.object({
  code: CouponCodeSchema,
  /** The tax-inclusive cart subtotal, as the shopper's cart shows it. */
  cartTotal: rupees(
    z
      .number({ error: 'cartTotal must be a number' })
      .min(0)
      .max(paiseToRupees(MAX_ORDER_VALUE), ORDER_TOO_LARGE),
  ),
  /**
   * The cart's lines, priced by the server: with them the coupon is judged against the shop's own
   * prices and a coupon limited to some categories can say what it takes off.
   */
  items: OrderLinesSchema.optional(),
})

export const AdminCouponsQuerySchema = AdminListQuerySchema.extend({
  type: optional(z.enum(COUPON_TYPES, { error: 'Unknown coupon type' })),
  status: optional(z.enum(COUPON_STATUSES, { error: 'Unknown coupon status' })),
})
export type AdminCouponsQuery = z.infer<typeof AdminCouponsQuerySchema>

/** Form inputs send text: a blank one means none. */
const blankAsNull = (v: unknown) => (v === '' || v === undefined ? null : v)

/** Form inputs send text: a non-blank one is read as a number. */
const couponNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).refine(Number.isFinite, message),
  )

const CouponDescriptionSchema = multiLineText('Description')
  .trim()
  .max(COUPON_DESCRIPTION_MAX, `Description must be at most ${COUPON_DESCRIPTION_MAX} characters.`)

const couponDay = (label: string) =>
  z.preprocess(blankAsNull, z.iso.date(`${label} must be a date (YYYY-MM-DD).`).nullable())

const wholeCount = (label: string, most: number) =>
  z.preprocess(
    blankAsNull,
    couponNumber(`${label} must be a positive number.`)
      .pipe(
        z
          .number()
          .int(`${label} must be a whole number.`)
          .min(1, `${label} must be a positive number.`)
          .max(most, `${label} must be at most ${groupIndian(most)}.`),
      )
      .nullable(),
  )

/** The rules beside the discount, which may change on edit too; one left out of an edit stays. */
const CouponConditionFields = {
  /** The first and last IST days it may be used. */
  validFrom: couponDay('Start date'),
  validUntil: couponDay('End date'),
  firstOrderOnly: z.boolean({ error: 'First order only must be true or false.' }),
  perCustomerLimit: wholeCount('Uses per shopper', MAX_USES_PER_SHOPPER),
  /** The categories it applies to; none for the whole cart. A form sends false for no box ticked. */
  categories: z.preprocess(
    (v) => (v === false || v === null ? [] : typeof v === 'string' ? [v] : v),
    z
      .array(z.enum(CATEGORIES, { error: 'Unknown category' }), { error: 'Unknown category' })
      .transform((list) => [...new Set(list)]),
  ),
  /** The most a percentage coupon takes off, in rupees. */
  maxDiscount: z.preprocess(
    blankAsNull,
    couponNumber('Max discount must be a positive number.')
      .pipe(
        z
          .number()
          .min(1, 'Max discount must be a positive number.')
          .max(
            paiseToRupees(MAX_COUPON_AMOUNT),
            `Max discount must be at most ${formatRupees(MAX_COUPON_AMOUNT)}.`,
          ),
      )
      .nullable(),
  ),
  /** Whether the cart offers it to every shopper who may use it. */
  showInCart: z.boolean({ error: 'Show in cart must be true or false.' }),
}

export const DATES_IN_ORDER = 'The end date cannot be before the start date.'
export const CAP_ON_PERCENTAGE = 'A max discount applies to percentage coupons only.'

/** Whether the last day is on or after the first; either may be open. */
export const datesInOrder = (c: { validFrom: string | null; validUntil: string | null }) =>
  c.validFrom === null || c.validUntil === null || c.validFrom <= c.validUntil

const CouponFieldsSchema = z.object({
  code: singleLineText('Coupon code', { error: 'Coupon code is required.' })
    .trim()
    .toUpperCase()
    .min(1, { message: 'Coupon code is required.', abort: true })
    .max(COUPON_CODE_MAX, `Coupon code must be at most ${COUPON_CODE_MAX} characters.`)
    .regex(/^[A-Z0-9_-]+$/, 'Coupon code may use letters, digits, - and _ only.'),
  type: z.enum(COUPON_TYPES, {
    error: 'Discount type is required and must be flat or percentage.',
  }),
  value: couponNumber('Discount value is required and must be a positive number.').pipe(
    z
      .number()
      .min(1, 'Discount value is required and must be a positive number.')
      .max(
        paiseToRupees(MAX_COUPON_AMOUNT),
        `Discount value must be at most ${formatRupees(MAX_COUPON_AMOUNT)}.`,
      ),
  ),
  minCartValue: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    couponNumber('Min cart value must be 0 or greater.').pipe(
      z
        .number()
        .min(0, 'Min cart value must be 0 or greater.')
        .max(
          paiseToRupees(MAX_COUPON_AMOUNT),
          `Min cart value must be at most ${formatRupees(MAX_COUPON_AMOUNT)}.`,
        ),
    ),
  ),
  maxUsage: wholeCount('Max usage', MAX_COUPON_USES),
  description: CouponDescriptionSchema.default(''),
  validFrom: CouponConditionFields.validFrom.default(null),
  validUntil: CouponConditionFields.validUntil.default(null),
  firstOrderOnly: CouponConditionFields.firstOrderOnly.default(false),
  perCustomerLimit: CouponConditionFields.perCustomerLimit.default(null),
  categories: CouponConditionFields.categories.default([]),
  maxDiscount: CouponConditionFields.maxDiscount.default(null),
  showInCart: CouponConditionFields.showInCart.default(false),
})

/** The admin form: `value` and `minCartValue` sent in rupees (or the percentage), read in paise. */
export const CouponCreateSchema = CouponFieldsSchema.refine(
  (c) => c.type !== 'percentage' || c.value <= 100,
  { path: ['value'], message: 'Percentage discount cannot exceed 100%.' },
)
  .refine((c) => c.type === 'percentage' || c.maxDiscount === null, {
    path: ['maxDiscount'],
    message: CAP_ON_PERCENTAGE,
  })
  .refine(datesInOrder, { path: ['validUntil'], message: DATES_IN_ORDER })
  .transform((coupon) => ({ ...coupon, ...couponTermsFromApi(coupon) }))
export type CouponCreate = z.output<typeof CouponCreateSchema>
export type CouponCreateInput = z.input<typeof CouponCreateSchema>

/**
 * On edit only these may change: what it takes off (code, type, value, minimum cart) stays as
 * shoppers were told. A field left out keeps its value. Whether the dates still run in order,
 * and a cap on a flat coupon, are judged with the stored coupon.
 */
export const CouponUpdateSchema = z
  .strictObject(
    {
      isActive: z.boolean().optional(),
      // Not the create form's default: a change that leaves the description out keeps it.
      description: CouponDescriptionSchema.optional(),
      maxUsage: CouponFieldsSchema.shape.maxUsage.optional(),
      validFrom: CouponConditionFields.validFrom.optional(),
      validUntil: CouponConditionFields.validUntil.optional(),
      firstOrderOnly: CouponConditionFields.firstOrderOnly.optional(),
      perCustomerLimit: CouponConditionFields.perCustomerLimit.optional(),
      categories: CouponConditionFields.categories.optional(),
      maxDiscount: CouponConditionFields.maxDiscount.optional(),
      showInCart: CouponConditionFields.showInCart.optional(),
    },
    {
      error:
        "A coupon's code, type, value and minimum cart can't change; the rest of its rules can.",
    },
  )
  .transform(({ maxDiscount, ...update }) => ({
    ...update,
    ...(maxDiscount !== undefined && {
      maxDiscount: maxDiscount === null ? null : rupeesToPaise(maxDiscount),
    }),
  }))
export type CouponUpdate = z.output<typeof CouponUpdateSchema>
export type CouponUpdateInput = z.input<typeof CouponUpdateSchema>
