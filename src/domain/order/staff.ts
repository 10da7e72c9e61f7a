// What staff send: the orders list query and a move along the order's statuses (spec §7).
import { z } from 'zod'
import { AdminListQuerySchema, optional } from '../api-shapes.ts'
import { multiLineText, singleLineText } from '../text.ts'
import { ORDER_STATUSES } from './status.ts'

export const AdminOrdersQuerySchema = AdminListQuerySchema.extend({
  status: optional(z.enum(ORDER_STATUSES, { error: 'Unknown order status' })),
})

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
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdateSchema>
export type OrderStatusUpdateInput = z.input<typeof OrderStatusUpdateSchema>
