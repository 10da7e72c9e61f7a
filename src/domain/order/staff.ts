// What staff send: the orders list query and a move along the order's statuses.
import { z } from 'zod'
import { AdminListQuerySchema, optional } from '../api-shapes.ts'
import { multiLineText, singleLineText } from '../text.ts'
import { PAYMENT_METHODS } from './payment-method.ts'
import { ORDER_STATUSES } from './status.ts'

export const TRACKING_NUMBER_MAX = 100
export const COURIER_MAX = 60
export const ORDER_NOTES_MAX = 1000

const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Unknown order status' })

/** A list of orders staff work through: `to_ship` is what awaits a parcel, oldest first. */
export const ADMIN_ORDER_VIEWS = ['to_ship'] as const
export type AdminOrderView = (typeof ADMIN_ORDER_VIEWS)[number]
export const UNKNOWN_ORDER_VIEW = 'Unknown orders view: leave it out, or use to_ship'

/** Where an order's money stands, as its payment column reads ('Partly refunded' among refunded). */
export const ORDER_PAYMENT_STATES = ['paid', 'on_delivery', 'refunded', 'unpaid'] as const
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number]
export const ORDER_PAYMENT_STATE_LABELS: Record<OrderPaymentState, string> = {
  paid: 'Paid',
  on_delivery: 'Pay on delivery',
  refunded: 'Refunded, fully or in part',
  unpaid: 'Not paid, failed or expired',
}

/** Where an order's parcel stands. */
export const ORDER_SHIPPING_STATES = [
  'to_ship',
  'on_the_way',
  'failed_delivery',
  'delivered',
  'back_to_us',
] as const
export type OrderShippingState = (typeof ORDER_SHIPPING_STATES)[number]
export const ORDER_SHIPPING_STATE_LABELS: Record<OrderShippingState, string> = {
  to_ship: 'Waiting to ship',
  on_the_way: 'Booked or on the way',
  failed_delivery: 'Delivery failed, awaiting a decision',
  delivered: 'Delivered',
  back_to_us: 'Returning or returned to us',
}

const placedOn = (label: string) => optional(z.iso.date(`${label} must be a date (YYYY-MM-DD)`))

const ORDER_FILTERS = {
  search: AdminListQuerySchema.shape.search,
  status: optional(OrderStatusSchema),
  view: optional(z.enum(ADMIN_ORDER_VIEWS, { error: UNKNOWN_ORDER_VIEW })),
  /** Placed on or after this IST day, and on or before `to`. */
  from: placedOn('From'),
  to: placedOn('To'),
  paymentMethod: optional(z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' })),
  payment: optional(z.enum(ORDER_PAYMENT_STATES, { error: 'Unknown payment state' })),
  shipping: optional(z.enum(ORDER_SHIPPING_STATES, { error: 'Unknown shipping state' })),
}
const daysInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to
const DAYS_OUT_OF_ORDER = { message: 'To must be on or after From', path: ['to'] }

export const AdminOrdersQuerySchema = AdminListQuerySchema.extend(ORDER_FILTERS).refine(
  daysInOrder,
  DAYS_OUT_OF_ORDER,
)
/** The orders list's filters without its page: every order they find. */
export const OrderFiltersSchema = z.object(ORDER_FILTERS).refine(daysInOrder, DAYS_OUT_OF_ORDER)
export type OrderFilters = z.infer<typeof OrderFiltersSchema>
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>

export const OrderStatusUpdateSchema = z.object({
  status: OrderStatusSchema,
  trackingNumber: singleLineText('Tracking number')
    .trim()
    .max(TRACKING_NUMBER_MAX, `Tracking number must be at most ${TRACKING_NUMBER_MAX} characters`)
    .optional(),
  courier: singleLineText('Courier')
    .trim()
    .max(COURIER_MAX, `Courier must be at most ${COURIER_MAX} characters`)
    .optional(),
  notes: multiLineText('Notes')
    .trim()
    .max(ORDER_NOTES_MAX, `Notes must be at most ${ORDER_NOTES_MAX} characters`)
    .optional(),
})
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdateSchema>
export type OrderStatusUpdateInput = z.input<typeof OrderStatusUpdateSchema>
