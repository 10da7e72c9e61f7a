// The admin panel's input (spec §5, §7): the list query every tab shares, the coupon form and
// order updates. The forms' texts are the spec's alerts.
import { z } from 'zod'
import { ADMIN_LIST_LIMIT, COUPON_CODE_MAX, COUPON_DESCRIPTION_MAX } from '../limits.ts'
import { formatRupees, paiseToRupees } from '../money.ts'
import { MAX_COUPON_AMOUNT, MAX_COUPON_USES } from '../money-limits.ts'
import { ORDER_STATUSES } from '../orders.ts'
import { multiLineText, singleLineText } from '../text.ts'

export const emptyAsUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : value
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional())

export const AdminListQuerySchema = z.object({
  search: optional(singleLineText('Search').trim().max(100)),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_LIMIT).default(ADMIN_LIST_LIMIT),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>

export const AdminOrdersQuerySchema = AdminListQuerySchema.extend({
  status: optional(z.enum(ORDER_STATUSES, { error: 'Unknown order status' })),
})

export const AdminCouponsQuerySchema = AdminListQuerySchema.extend({
  type: optional(z.enum(['flat', 'percentage'], { error: 'Unknown coupon type' })),
  status: optional(z.enum(['active', 'inactive'], { error: 'Unknown coupon status' })),
})

// ---- Coupons ----

const couponNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).refine(Number.isFinite, message),
  )

export const CouponCreateSchema = z
  .object({
    code: singleLineText('Coupon code', { error: 'Coupon code is required.' })
      .trim()
      .toUpperCase()
      .min(1, { message: 'Coupon code is required.', abort: true })
      .max(COUPON_CODE_MAX, `Coupon code must be at most ${COUPON_CODE_MAX} characters.`)
      .regex(/^[A-Z0-9_-]+$/, 'Coupon code may use letters, digits, - and _ only.'),
    type: z.enum(['flat', 'percentage'], {
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
            .max(
              MAX_COUPON_USES,
              `Max usage must be at most ${MAX_COUPON_USES.toLocaleString('en-IN')}.`,
            ),
        )
        .nullable(),
    ),
    description: multiLineText('Description')
      .trim()
      .max(
        COUPON_DESCRIPTION_MAX,
        `Description must be at most ${COUPON_DESCRIPTION_MAX} characters.`,
      )
      .default(''),
  })
  .refine((c) => c.type !== 'percentage' || c.value <= 100, {
    path: ['value'],
    message: 'Percentage discount cannot exceed 100%.',
  })
export type CouponCreateInput = z.input<typeof CouponCreateSchema>

/** On edit only these may change; a code, type or value in the body is refused. */
export const CouponUpdateSchema = z.strictObject(
  {
    isActive: z.boolean().optional(),
    description: CouponCreateSchema.shape.description.optional(),
    maxUsage: CouponCreateSchema.shape.maxUsage.optional(),
  },
  { error: 'Only the description, max usage and active state of a coupon can change.' },
)

// ---- Orders ----

export const OrderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }),
  trackingNumber: singleLineText('Tracking number')
    .trim()
    .max(100, 'Tracking number must be at most 100 characters')
    .optional(),
  notes: multiLineText('Notes')
    .trim()
    .max(1000, 'Notes must be at most 1000 characters')
    .optional(),
})

export const IdParamsSchema = z.object({ id: z.uuid('Not found') })
