// Who may move an order where (decision 020): staff along its statuses, the shopper only to
// cancelled and only as the refund policy allows. Server and browser judge by the same rules.
import {
  type CancellableOrder,
  shopperCancellationRefusal,
  staffCancellationRefusal,
} from './refund.ts'
import { ORDER_STATUS_LABELS, type OrderStatus, orderStatusRefusal } from './status.ts'
import type { OrderActor } from './timeline.ts'

export const ONLY_THE_SHOP_MOVES = 'Only the shop can change this order'

/** Why `by` can't move the order to `to` now, or null when they may. */
export function transitionRefusal(
  order: CancellableOrder,
  to: OrderStatus,
  by: OrderActor,
  now: Date,
): string | null {
  if (by === 'shopper') {
    return to === 'cancelled' ? shopperCancellationRefusal(order, now) : ONLY_THE_SHOP_MOVES
  }
  if (to === 'cancelled') return staffCancellationRefusal(order) ?? orderStatusRefusal(order, to)
  if (to === order.status) return `This order is already ${ORDER_STATUS_LABELS[to].toLowerCase()}`
  return orderStatusRefusal(order, to)
}
