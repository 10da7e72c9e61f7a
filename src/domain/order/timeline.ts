// An order's timeline (issue 16 item 5): every step it took, when, and what came with it.
import type { Paise } from '../money.ts'

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
}
