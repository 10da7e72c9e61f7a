// Returns and exchanges (decision 029): what a shopper may send back, until when and for what;
// the states a return moves through as staff decide and the parcel travels; what the lines sent
// back are worth. Server and browser judge by the same rules.
import { z } from 'zod'
import { istDate, istTimeOnDayOf } from '../business-days.ts'
import { formatDay } from '../india-calendar.ts'
import { allocate } from '../invoice/tax-lines.ts'
import type { Paise } from '../money.ts'
import { rupees } from '../money-codec.ts'
import { lengthWithin, multiLineText, singleLineText } from '../text.ts'
import { MAX_ORDER_LINES, MAX_QUANTITY_PER_LINE } from './limits.ts'
import { PAYMENT_METHODS } from './payment-method.ts'
import {
  RETURN_REASONS,
  RETURN_RESOLUTIONS,
  RETURN_WINDOW_DAYS,
  type ReturnReason,
} from './refund-policy.ts'
import type { OrderStatus } from './status.ts'

/**
 * Asked for, then approved (a courier pickup booked, or the shopper sends it) or rejected; picked
 * up by the courier; closed when staff receive it, as refunded or exchanged.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'picked_up',
  'refunded',
  'exchanged',
  'rejected',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Asked for',
  approved: 'Approved',
  picked_up: 'Picked up',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
  rejected: 'Rejected',
}
/** Returns staff still have to act on. */
export const OPEN_RETURN_STATUSES = [
  'requested',
  'approved',
  'picked_up',
] as const satisfies readonly ReturnStatus[]
export const isOpenReturn = (status: ReturnStatus) =>
  (OPEN_RETURN_STATUSES as readonly ReturnStatus[]).includes(status)

/** How the parcel comes back: the courier collects it, or the shopper sends it to the shop. */
export const RETURN_PICKUPS = ['courier', 'shopper_sends'] as const
export type ReturnPickup = (typeof RETURN_PICKUPS)[number]

/** What staff find when the parcel is back: fit to sell again, or written off. */
export const RETURN_CONDITIONS = ['resellable', 'damaged'] as const
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number]

/** How a cash-on-delivery order's refund is paid out, outside Razorpay. */
export const PAYOUT_METHODS = ['bank_transfer', 'upi'] as const
export type PayoutMethod = (typeof PAYOUT_METHODS)[number]
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  bank_transfer: 'bank transfer',
  upi: 'UPI',
}

export const MAX_RETURN_PHOTOS = 3
export const RETURN_COMMENT_MAX = 500
export const RETURN_NOTE_MAX = 200
/** Where a return photo lives once the shop has re-encoded it: in its shopper's own folder. */
export const RETURN_PHOTO_PATH = /^\/uploads\/returns\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/
export const returnPhotoFolder = (shopperId: string) => `returns/${shopperId}` as const
export const NOT_YOUR_PHOTO = 'Upload photos through the return form'

/** The end of the last day (IST) a delivered order's lines may be asked back. */
export const returnWindowEnd = (deliveredAt: Date) =>
  istTimeOnDayOf(new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * 86_400_000), 23, 59)

export const NOT_DELIVERED_YET = 'Items can be returned once the order has been delivered'
export const returnWindowClosed = (deliveredAt: Date) =>
  `Returns closed ${RETURN_WINDOW_DAYS} days after delivery, on ${formatDay(
    istDate(returnWindowEnd(deliveredAt)),
  )}`

/** Why the order's lines can't be asked back now (409), or null while the window is open. */
export function returnWindowRefusal(
  order: { status: OrderStatus; deliveredAt: Date | null },
  now: Date,
): string | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return NOT_DELIVERED_YET
  if (now > returnWindowEnd(order.deliveredAt)) return returnWindowClosed(order.deliveredAt)
  return null
}

const note = (label: string) =>
  lengthWithin(
    singleLineText(label)
      .trim()
      .min(3, { message: `${label} must be at least 3 characters`, abort: true }),
    label,
    { max: RETURN_NOTE_MAX },
  )

/** `POST /api/orders/:id/returns`: the lines and units sent back, why, and what the shopper wants. */
export const ReturnRequestSchema = z
  .object({
    items: z
      .array(
        z.object({
          orderItemId: z.uuid('Choose an item of this order'),
          quantity: z
            .number({ error: 'Quantity must be a number' })
            .int('Quantity must be a whole number')
            .min(1, 'Return at least one unit')
            .max(MAX_QUANTITY_PER_LINE, `Return at most ${MAX_QUANTITY_PER_LINE} units of an item`),
        }),
        { error: 'Choose the items to return' },
      )
      .min(1, 'Choose at least one item to return')
      .max(MAX_ORDER_LINES, `Return at most ${MAX_ORDER_LINES} items at once`),
    reason: z.enum(RETURN_REASONS, { error: 'Choose why you are returning it' }),
    resolution: z.enum(RETURN_RESOLUTIONS, { error: 'Choose a refund or an exchange' }),
    exchangeVariantId: z.uuid('Choose the model or colour you want instead').optional(),
    comment: lengthWithin(multiLineText('Comment').trim(), 'Comment', {
      max: RETURN_COMMENT_MAX,
    }).optional(),
    photos: z
      .array(z.string().regex(RETURN_PHOTO_PATH, NOT_YOUR_PHOTO))
      .max(MAX_RETURN_PHOTOS, `Add at most ${MAX_RETURN_PHOTOS} photos`)
      .optional(),
  })
  .superRefine((ask, ctx) => {
    const ids = ask.items.map((item) => item.orderItemId)
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'Each item is listed once' })
    }
    if (ask.resolution === 'exchange') {
      if (!ask.exchangeVariantId) {
        ctx.addIssue({
          code: 'custom',
          path: ['exchangeVariantId'],
          message: 'Choose the model or colour you want instead',
        })
      }
      if (ask.items.length !== 1) {
        ctx.addIssue({ code: 'custom', path: ['items'], message: 'Exchange one item at a time' })
      }
    } else if (ask.exchangeVariantId) {
      ctx.addIssue({
        code: 'custom',
        path: ['exchangeVariantId'],
        message: 'A refund takes no model or colour in exchange',
      })
    }
  })
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>

/** Staff approve: a courier pickup (the default, where the shop has a courier) or the shopper sends it. */
export const ApproveReturnSchema = z
  .object({
    pickup: z
      .enum(RETURN_PICKUPS, { error: 'Choose a courier pickup or the shopper sends it' })
      .optional(),
  })
  .nullish()
  .transform((approval) => approval ?? {})
export const RejectReturnSchema = z.object({ reason: note('Reason') })

/**
 * Staff receive the parcel once: its condition (a damaged unit is written off, saying why) and,
 * for a cash-on-delivery order's refund, how and with what reference the money was paid out.
 */
export const ReceiveReturnSchema = z
  .object({
    condition: z.enum(RETURN_CONDITIONS, { error: 'Choose resellable or damaged' }),
    writeOffReason: note('Write-off reason').optional(),
    payout: z
      .object({
        method: z.enum(PAYOUT_METHODS, { error: 'Choose bank transfer or UPI' }),
        reference: lengthWithin(
          singleLineText('Reference')
            .trim()
            .min(4, { message: 'Reference must be at least 4 characters', abort: true }),
          'Reference',
          { max: 60 },
        ),
      })
      .optional(),
  })
  .refine((receipt) => receipt.condition !== 'damaged' || receipt.writeOffReason, {
    path: ['writeOffReason'],
    message: 'Say why the damaged unit is written off',
  })
export type ReturnReceipt = z.infer<typeof ReceiveReturnSchema>

export const ReturnParamsSchema = z.object({ id: z.uuid({ error: 'Return not found' }) })
export const ReturnListQuerySchema = z.object({
  status: z.enum([...RETURN_STATUSES, 'open'], { error: 'Unknown return status' }).optional(),
})

export const RETURN_NOT_FOUND = 'Return not found'
export const NOT_IN_ORDER = 'That item is not part of this order'
export const tooManyReturned = (name: string, left: number) =>
  left > 0
    ? `Only ${left} of ${name} can still be returned`
    : `${name} has already been returned in full`
export const EXCHANGE_SAME_PRODUCT =
  'An exchange is for the same product in another model or colour'
export const EXCHANGE_GONE = 'That model or colour is no longer sold'
export const EXCHANGE_SAME_PRICE =
  'That model or colour costs differently: ask for a refund and order it instead'
export const PAYOUT_NEEDED =
  'Enter how the refund was paid out (bank transfer or UPI) and its reference'
export const PAYOUT_ONLY_FOR_CASH =
  'This order was paid online: its refund goes back through Razorpay, with no payout to enter'
export const alreadyClosed = (status: ReturnStatus) =>
  `This return is already ${RETURN_STATUS_LABELS[status].toLowerCase()}`
export const RETURN_REQUESTED = 'Return requested'
export const RETURN_APPROVED = 'Return approved'
export const RETURN_REJECTED = 'Return rejected'
export const RETURN_RECEIVED = 'Return received'

/** Whether a reason is the shop's doing, so photos of it help. */
export const photosHelp = (reason: ReturnReason) => reason === 'defective' || reason === 'damaged'

/** A line of the order as returns weigh it: what it came to at the shelf price, and its units. */
export interface ReturnableLine {
  amount: Paise
  quantity: number
  /** Whether the order's coupon took off this line (one limited to some categories doesn't all). */
  couponApplies: boolean
}

/**
 * What each line was really paid: its shelf amount less its share of the coupon, shared over
 * the lines it took off by value as the invoice shares it.
 */
export function paidPerLine(lines: ReturnableLine[], discount: Paise): Paise[] {
  const shares = allocate(
    discount,
    lines.map((line) => (line.couponApplies ? line.amount : 0)),
  )
  return lines.map((line, i) => line.amount - (shares[i] ?? 0))
}

/** What returns not rejected already took of a line: its units, and what they were valued at. */
export interface AskedBack {
  units: number
  amount: Paise
}

/**
 * What `units` more of a line paid `paid` for `bought` units are worth, after returns took
 * `before`: counted cumulatively from what was valued already, so however the line comes back,
 * and whichever returns are rejected between, its returns never add up to more than `paid`.
 */
export function returnedShare(
  paid: Paise,
  bought: number,
  before: AskedBack,
  units: number,
): Paise {
  return Math.max(0, Math.round((paid * (before.units + units)) / bought) - before.amount)
}

const ReturnLineSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  variant: z.string().optional(),
  quantity: z.number().int(),
  /** What these units are worth back: their price less their share of the coupon. */
  amount: rupees(),
})

/** A return as shopper and staff read it. */
export const ApiReturnSchema = z.object({
  _id: z.string(),
  /** `KV-20261126-0003-R1`: the order's number and the return's count on it. */
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  resolution: z.enum(RETURN_RESOLUTIONS),
  items: z.array(ReturnLineSchema),
  /** The variant sent instead, held since the request. */
  exchange: z.object({ variantId: z.string(), label: z.string() }).nullable(),
  comment: z.string().nullable(),
  photos: z.array(z.string()),
  pickup: z.enum(RETURN_PICKUPS).nullable(),
  /** The courier's reverse pickup, once booked. */
  returnShipment: z
    .object({ awb: z.string(), courier: z.string(), trackingUrl: z.string() })
    .nullable(),
  /** The replacement's parcel, once sent. */
  exchangeShipment: z
    .object({ awb: z.string(), courier: z.string(), trackingUrl: z.string() })
    .nullable(),
  rejectReason: z.string().nullable(),
  condition: z.enum(RETURN_CONDITIONS).nullable(),
  writeOffReason: z.string().nullable(),
  /** What goes back to the shopper: the lines' amounts for a refund, nothing for an exchange. */
  refundAmount: rupees(),
  payout: z.object({ method: z.enum(PAYOUT_METHODS), reference: z.string() }).nullable(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
})
export type ApiReturn = z.input<typeof ApiReturnSchema>

/** A return in staff's list: with its shopper and the order's payment method. */
export const AdminReturnSchema = ApiReturnSchema.extend({
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  paymentMethod: z.enum(PAYMENT_METHODS),
})
export type AdminReturn = z.input<typeof AdminReturnSchema>

export const ReturnResponseSchema = z.object({ message: z.string(), return: ApiReturnSchema })
export type ReturnResponse = z.input<typeof ReturnResponseSchema>
export const AdminReturnsResponseSchema = z.object({ returns: z.array(AdminReturnSchema) })
export type AdminReturnsResponse = z.input<typeof AdminReturnsResponseSchema>
export const ReturnPhotosResponseSchema = z.object({ photos: z.array(z.string()) })

/** What the order page offers to send back: until when, each line's units left, and what it may become. */
export const ReturnOfferSchema = z.object({
  until: z.string(),
  items: z.array(
    z.object({
      orderItemId: z.string(),
      /** Units not yet asked back. */
      returnable: z.number().int(),
      /** Whether the order's coupon took off this line, so its share of it comes off the refund. */
      couponApplies: z.boolean(),
      /** What the units asked back already were valued at, from which more are counted on. */
      askedBackAmount: rupees(),
      /** The product's other variants at the same price with units to hold. */
      exchangeFor: z.array(z.object({ variantId: z.string(), label: z.string() })),
    }),
  ),
})
export type ReturnOffer = z.input<typeof ReturnOfferSchema>

/** The dashboard's returns figures: those open, and of delivered units, the share sent back by reason. */
export const ReturnStatsSchema = z.object({
  open: z.number().int(),
  /** Units asked back (rejected ones aside) per 100 units delivered, overall and by reason. */
  rate: z.number(),
  byReason: z.array(
    z.object({ reason: z.enum(RETURN_REASONS), returns: z.number().int(), rate: z.number() }),
  ),
})
export type ReturnStats = z.input<typeof ReturnStatsSchema>
