// An order's timeline: every step it took, when, and what came with it.
import { z } from 'zod'
import { formatRupeesExact, type Paise } from '../money.ts'

export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'cod_confirmed',
  'confirmed',
  'packed',
  'dispatched',
  'delivered',
  'cancelled',
  'invoice_issued',
  'refund_pending',
  'refund_processed',
  'refund_failed',
  'credit_note_issued',
  'payment_returned',
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
    case 'dispatched': {
      const via = detail.courier ? ` via ${detail.courier}` : ''
      const tracking = detail.trackingNumber ? `, tracking ${detail.trackingNumber}` : ''
      return `Dispatched${via}${tracking}`
    }
    case 'delivered':
      return 'Delivered'
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
  }
}

/** Oldest first; steps taken at the same instant in the order they happen (paid, then invoiced). */
export function byTimelineOrder<T extends { kind: OrderEventKind; at: Date | string }>(a: T, b: T) {
  return (
    new Date(a.at).getTime() - new Date(b.at).getTime() ||
    ORDER_EVENT_KINDS.indexOf(a.kind) - ORDER_EVENT_KINDS.indexOf(b.kind)
  )
}
