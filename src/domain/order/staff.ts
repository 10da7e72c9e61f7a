// What staff send: the orders list query and a move along the order's statuses.
import { z } from 'zod'
import { AdminListQuerySchema, optional } from '../api-shapes.ts'
import { multiLineText, singleLineText } from '../text.ts'
import { ORDER_STATUSES } from './status.ts'

export const TRACKING_NUMBER_MAX = 100
export const COURIER_MAX = 60
export const ORDER_NOTES_MAX = 1000

const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Unknown order status' })

/** A list of orders staff work through: `to_ship` is what awaits a parcel, oldest first. */
export const ADMIN_ORDER_VIEWS = ['to_ship'] as const
export type AdminOrderView = (typeof ADMIN_ORDER_VIEWS)[number]
export const UNKNOWN_ORDER_VIEW = 'Unknown orders view: leave it out, or use to_ship'

export const AdminOrdersQuerySchema = AdminListQuerySchema.extend({
  status: optional(OrderStatusSchema),
  view: optional(z.enum(ADMIN_ORDER_VIEWS, { error: UNKNOWN_ORDER_VIEW })),
})

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
