// Who may move an order where (decision 020): staff along its statuses; the shopper only to
// cancelled, as the refund policy allows, and to confirmed, a cash-on-delivery order they placed.
// Server and browser judge by the same rules.
import { awaitsConfirmation } from './payment-method.ts'
import {
  type CancellableOrder,
  shopperCancellationRefusal,
  staffCancellationRefusal,
} from './refund.ts'
import { ORDER_STATUS_LABELS, type OrderStatus, orderStatusRefusal } from './status.ts'
import type { OrderActor } from './timeline.ts'

export const ONLY_THE_SHOP_MOVES = 'Only the shop can change this order'
export const NOTHING_TO_CONFIRM = 'This order needs no confirmation'

/** Why `by` can't move the order to `to` now, or null when they may. */
export function transitionRefusal(
  order: CancellableOrder,
  to: OrderStatus,
  by: OrderActor,
  now: Date,
): string | null {
  if (by === 'shopper') {
    if (to === 'cancelled') return shopperCancellationRefusal(order, now)
    if (to === 'confirmed') return awaitsConfirmation(order) ? null : NOTHING_TO_CONFIRM
    return ONLY_THE_SHOP_MOVES
  }
  if (to === 'cancelled') return staffCancellationRefusal(order) ?? orderStatusRefusal(order, to)
  if (to === order.status) return `This order is already ${ORDER_STATUS_LABELS[to].toLowerCase()}`
  return orderStatusRefusal(order, to)
}
