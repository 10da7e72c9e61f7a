// An order's timeline: every step it took, when, and what came with it.
import { z } from 'zod'
import { formatRupeesExact, type Paise } from '../money.ts'
import { formatDay } from '../india-calendar.ts'

export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'cod_confirmed',
  'confirmed',
  'packed',
  'shipment_booked',
  'dispatched',
  'out_for_delivery',
  'delivery_failed',
  'reattempt_requested',
  'return_requested',
  'delivered',
  // A return's steps follow the delivery and come before the money and parcel they start.
  'return_opened',
  'return_approved',
  'return_rejected',
  'return_picked_up',
  'return_received',
  'returning',
  'returned',
  'cancelled',
  'invoice_issued',
  'refund_pending',
  'refund_processed',
  'refund_paid_out',
  'refund_failed',
  'credit_note_issued',
  'payment_returned',
  'exchange_booked',
  'exchange_dispatched',
  'exchange_delivered',
] as const
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number]

/** Who made a change: the shopper, a staff member, or the shop itself (payment, expiry, webhook). */
export const ORDER_ACTORS = ['shopper', 'staff', 'system'] as const
export type OrderActor = (typeof ORDER_ACTORS)[number]

/** What an entry carries besides its kind and time; each kind uses the fields that fit it. */
export interface OrderEventDetail {
  by?: OrderActor
  courier?: string
  trackingNumber?: string
  reason?: string
  /** Paise, for a refund. */
  amount?: Paise
  /** An invoice's or credit note's number. */
  documentNumber?: string
  /** A payment the courier collected in cash. */
  cash?: boolean
  /** Where the courier scanned the parcel, and the page that follows it. */
  location?: string
  trackingUrl?: string
  /** A failed delivery's attempt number, and the day the shopper asked for the next one. */
  attempt?: number
  date?: string
  /** A return's number, and whether it asks for money back or another variant. */
  returnNumber?: string
  exchange?: boolean
  /** How a refund outside Razorpay was paid, and its reference. */
  payout?: string
}

/** A timeline entry as the API sends it: its kind, what shopper and staff read, and when. */
export const OrderEventSchema = z.object({
  kind: z.enum(ORDER_EVENT_KINDS),
  label: z.string(),
  at: z.string(),
})
export type ApiOrderEvent = z.infer<typeof OrderEventSchema>

const CANCELLED_BY: Record<OrderActor, string> = {
  shopper: 'Cancelled by you',
  staff: 'Cancelled by the shop',
  system: 'Cancelled: payment not completed',
}

/** What an entry says, in the shopper's words (staff read the same). */
export function orderEventLabel(kind: OrderEventKind, detail: OrderEventDetail = {}): string {
  const amount = detail.amount === undefined ? '' : ` of ${formatRupeesExact(detail.amount)}`
  const reason = detail.reason ? `: ${detail.reason}` : ''
  switch (kind) {
    case 'placed':
      return 'Order placed'
    case 'paid':
      return detail.cash ? 'Cash collected on delivery' : 'Payment received'
    case 'cod_confirmed':
      return 'Confirmed for cash on delivery'
    case 'confirmed':
      return 'Confirmed'
    case 'packed':
      return 'Packed'
    case 'shipment_booked': {
      const via = detail.courier ? ` with ${detail.courier}` : ''
      const awb = detail.trackingNumber ? `, AWB ${detail.trackingNumber}` : ''
      return `Parcel booked${via}${awb}`
    }
    case 'dispatched': {
      const via = detail.courier ? ` via ${detail.courier}` : ''
      const tracking = detail.trackingNumber ? `, tracking ${detail.trackingNumber}` : ''
      return `Dispatched${via}${tracking}${at(detail)}`
    }
    case 'out_for_delivery':
      return `Out for delivery${at(detail)}`
    case 'delivery_failed':
      return `Delivery attempt ${detail.attempt ?? ''} failed${reason}`.replace('  ', ' ')
    case 'reattempt_requested':
      return `Another delivery attempt asked for${detail.date ? ` on ${formatDay(detail.date)}` : ''}`
    case 'return_requested':
      return 'Delivery called off: the parcel comes back to us'
    case 'delivered':
      return `Delivered${at(detail)}`
    case 'returning':
      return `Coming back to us: the courier could not deliver it${at(detail)}`
    case 'returned':
      return `Back with us${at(detail)}`
    case 'cancelled':
      return `${CANCELLED_BY[detail.by ?? 'staff']}${reason}`
    case 'invoice_issued':
      return ['Invoice', detail.documentNumber, 'issued'].filter(Boolean).join(' ')
    case 'refund_pending':
      return `Refund${amount} initiated`
    case 'refund_processed':
      return `Refund${amount} processed`
    case 'refund_failed':
      return `Refund${amount} failed`
    case 'credit_note_issued':
      return ['Credit note', detail.documentNumber, 'issued'].filter(Boolean).join(' ')
    case 'payment_returned':
      return `Payment${amount} returned${reason}`
    case 'return_opened':
      return `${detail.exchange ? 'Exchange' : 'Return'} ${detail.returnNumber ?? ''} asked for${reason}`
    case 'return_approved': {
      const pickup = detail.trackingNumber
        ? `: pickup booked with ${detail.courier ?? 'the courier'}, AWB ${detail.trackingNumber}`
        : ': to be sent back to the shop'
      return `Return ${detail.returnNumber ?? ''} approved${pickup}`
    }
    case 'return_rejected':
      return `Return ${detail.returnNumber ?? ''} declined${reason}`
    case 'return_picked_up':
      return `Return ${detail.returnNumber ?? ''} picked up${at(detail)}`
    case 'return_received':
      return `Return ${detail.returnNumber ?? ''} received by the shop`
    case 'exchange_booked':
      return `Replacement booked with ${detail.courier ?? 'the courier'}, AWB ${detail.trackingNumber ?? ''}`
    case 'exchange_dispatched': {
      const via = detail.courier ? ` via ${detail.courier}` : ''
      const tracking = detail.trackingNumber ? `, tracking ${detail.trackingNumber}` : ''
      return `Replacement dispatched${via}${tracking}`
    }
    case 'exchange_delivered':
      return `Replacement delivered${at(detail)}`
    case 'refund_paid_out':
      return `Refund${amount} paid${detail.payout ? ` by ${detail.payout}` : ''}`
  }
}

const at = (detail: OrderEventDetail) => (detail.location ? ` at ${detail.location}` : '')

/** Oldest first; steps taken at the same instant in the order they happen (paid, then invoiced). */
export function byTimelineOrder<T extends { kind: OrderEventKind; at: Date | string }>(a: T, b: T) {
  return (
    new Date(a.at).getTime() - new Date(b.at).getTime() ||
    ORDER_EVENT_KINDS.indexOf(a.kind) - ORDER_EVENT_KINDS.indexOf(b.kind)
  )
}
