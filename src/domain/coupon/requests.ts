// What shoppers and staff send about coupons: the code at checkout, the admin form and
// list filters. The admin form's texts are the spec's alerts.
import { z } from 'zod'
import { formatRupees, groupIndian, paiseToRupees } from '../money.ts'
import { rupees } from '../money-codec.ts'
import { MAX_ORDER_VALUE, ORDER_TOO_LARGE } from '../order/limits.ts'
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
})

export const AdminCouponsQuerySchema = AdminListQuerySchema.extend({
  type: optional(z.enum(COUPON_TYPES, { error: 'Unknown coupon type' })),
  status: optional(z.enum(COUPON_STATUSES, { error: 'Unknown coupon status' })),
})
export type AdminCouponsQuery = z.infer<typeof AdminCouponsQuerySchema>

/** Form inputs send text: a non-blank one is read as a number. */
const couponNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).refine(Number.isFinite, message),
  )

const CouponDescriptionSchema = multiLineText('Description')
  .trim()
  .max(COUPON_DESCRIPTION_MAX, `Description must be at most ${COUPON_DESCRIPTION_MAX} characters.`)

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
  maxUsage: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    couponNumber('Max usage must be a positive number.')
      .pipe(
        z
          .number()
          .int('Max usage must be a whole number.')
          .min(1, 'Max usage must be a positive number.')
          .max(MAX_COUPON_USES, `Max usage must be at most ${groupIndian(MAX_COUPON_USES)}.`),
      )
      .nullable(),
  ),
  description: CouponDescriptionSchema.default(''),
})

/** The admin form: `value` and `minCartValue` sent in rupees (or the percentage), read in paise. */
export const CouponCreateSchema = CouponFieldsSchema.refine(
  (c) => c.type !== 'percentage' || c.value <= 100,
  { path: ['value'], message: 'Percentage discount cannot exceed 100%.' },
).transform((coupon) => ({ ...coupon, ...couponTermsFromApi(coupon) }))
export type CouponCreate = z.output<typeof CouponCreateSchema>
export type CouponCreateInput = z.input<typeof CouponCreateSchema>

/** On edit only these may change; a code, type or value in the body is refused. */
export const CouponUpdateSchema = z.strictObject(
  {
    isActive: z.boolean().optional(),
    // Not the create form's default: a change that leaves the description out keeps it.
    description: CouponDescriptionSchema.optional(),
    maxUsage: CouponFieldsSchema.shape.maxUsage.optional(),
  },
  { error: 'Only the description, max usage and active state of a coupon can change.' },
)
export type CouponUpdate = z.output<typeof CouponUpdateSchema>
export type CouponUpdateInput = z.input<typeof CouponUpdateSchema>
