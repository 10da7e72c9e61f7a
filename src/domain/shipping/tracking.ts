// How the courier's scans move an order, and what a shopper may ask after a failed delivery.
import { z } from 'zod'
import { istDate } from '../business-days.ts'
import { indianPhone } from '../text.ts'
import { PAYMENT_METHODS } from '../order/payment-method.ts'
import type { OrderStatus } from '../order/status.ts'
import type { DeliveryAction, ShipmentScan } from './shipment.ts'

/** Couriers try to deliver twice (the shop's delivery terms); after that the parcel comes back. */
export const MAX_DELIVERY_ATTEMPTS = 2
/** The next attempt can be asked for up to this many days ahead. */
export const REATTEMPT_WITHIN_DAYS = 3

/** Where each scan puts the order. */
const SCAN_STATUS: Record<ShipmentScan, OrderStatus> = {
  picked_up: 'dispatched',
  in_transit: 'dispatched',
  out_for_delivery: 'dispatched',
  undelivered: 'dispatched',
  delivered: 'delivered',
  rto_initiated: 'returning',
  rto_delivered: 'returned',
}

/** How far along its way each status is; scans only ever move an order further. */
const PROGRESS: Partial<Record<OrderStatus, number>> = {
  confirmed: 0,
  packed: 0,
  dispatched: 1,
  delivered: 2,
  returning: 2,
  returned: 3,
}

/**
 * The statuses a scan moves the order through, in order: none when the order is already as far
 * (a scan repeated, or one arriving after a later one) or out of the courier's hands (pending,
 * cancelled, delivered). A parcel scanned before its pickup was reported is dispatched first.
 */
export function statusesForScan(status: OrderStatus, scan: ShipmentScan): OrderStatus[] {
  const target = SCAN_STATUS[scan]
  const from = PROGRESS[status]
  const to = PROGRESS[target] ?? 0
  if (from === undefined || status === 'delivered' || to <= from) return []
  if (status === 'returning' && target !== 'returned') return []
  return from === 0 && target !== 'dispatched' ? ['dispatched', target] : [target]
}

/** What the shopper (or staff for them) asks after a failed delivery. */
export const DeliveryAttemptSchema = z
  .object({
    action: z.enum(['reattempt', 'cancel'], { error: 'Choose another attempt or cancel' }),
    date: z
      .string({ error: 'Date must be YYYY-MM-DD' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
      .optional(),
    phone: indianPhone('Phone', {
      lengthMessage: 'Phone number must be exactly 10 digits',
    }).optional(),
  })
  .refine((ask) => ask.action === 'reattempt' || (!ask.date && !ask.phone), {
    message: 'A date or phone number goes with another attempt only',
    path: ['action'],
  })
export type DeliveryAttemptAsk = z.infer<typeof DeliveryAttemptSchema>

export const NO_FAILED_DELIVERY = 'This order has no failed delivery waiting for an answer'
export const LAST_ATTEMPT_USED = `The courier has tried ${MAX_DELIVERY_ATTEMPTS} times, so the parcel is coming back to us`
export const REATTEMPT_ASKED = 'The courier will try again'
export const RETURN_ASKED = 'Delivery cancelled: the parcel comes back to us'

/** Why `date` can't be the next attempt's day: from tomorrow to 3 days ahead, India's calendar. */
export function reattemptDateRefusal(date: string, now: Date): string | null {
  const first = istDate(now, 1)
  const last = istDate(now, REATTEMPT_WITHIN_DAYS)
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || date < first || date > last) {
    return `Choose a day from ${first} to ${last}`
  }
  return null
}

/** The courier's action for the shopper's answer. */
export const courierActionFor = (action: DeliveryAttemptAsk['action']): DeliveryAction =>
  action === 'reattempt' ? 'reattempt' : 'return'

/** A failed delivery nobody has answered yet, as staff chase it. */
export const OpenFailedDeliverySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  pincode: z.string(),
  courier: z.string(),
  awb: z.string(),
  attempt: z.number().int(),
  reason: z.string(),
  /** When the courier reported it; its age is counted from here. */
  at: z.string(),
})
export const OpenFailedDeliveriesResponseSchema = z.object({
  failedDeliveries: z.array(OpenFailedDeliverySchema),
})
export type OpenFailedDeliveriesResponse = z.input<typeof OpenFailedDeliveriesResponseSchema>
