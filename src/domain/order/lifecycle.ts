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
export const DISPATCH_NEEDS_TRACKING =
  'Enter the tracking number, or book the courier, before marking the order dispatched'
export const COD_NOT_YET_CONFIRMED =
  "The shopper hasn't confirmed this cash-on-delivery order yet, so it can't be shipped"

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

/**
 * Why a move to dispatched lacks what shopper and staff follow the parcel by: a courier's
 * shipment or a tracking number staff typed. Null when it has one, or the move goes elsewhere.
 */
export function dispatchRefusal(
  to: OrderStatus,
  parcel: { hasShipment: boolean; trackingNumber?: string | null },
): string | null {
  if (to !== 'dispatched' || parcel.hasShipment || parcel.trackingNumber?.trim()) return null
  return DISPATCH_NEEDS_TRACKING
}

/**
 * Why staff can't book a courier for the order now: a cash-on-delivery order its shopper has not
 * confirmed, or any order that may not move to dispatched.
 */
export function shipRefusal(order: CancellableOrder, now: Date): string | null {
  if (awaitsConfirmation(order)) return COD_NOT_YET_CONFIRMED
  return transitionRefusal(order, 'dispatched', 'staff', now)
}
