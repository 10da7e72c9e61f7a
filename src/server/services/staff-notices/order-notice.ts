// Staff hear of each order as it is placed, in the transaction that places it (decision 039).
import { eq, sum } from 'drizzle-orm'
import { awaitsConfirmation } from '#domain/order/payment-method.ts'
import { orderNoticeKinds } from '#domain/staff-notices.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Order, orderItems } from '../../db/schema/index.ts'
import { newOrderNotice } from '../mail/staff-notice-mails.ts'
import { notifyStaff, type StaffNoticeSettings } from './recipients.ts'

/**
 * One mail per recipient: a cash-on-delivery order waiting for its shopper goes to whoever chose
 * new orders or those awaiting confirmation, saying it waits.
 */
export async function noticeOfOrder(tx: DbOrTx, settings: StaffNoticeSettings, order: Order) {
  if (!order.orderNumber) return
  const waits = awaitsConfirmation(order)
  const [units] = await tx
    .select({ n: sum(orderItems.quantity).mapWith(Number) })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
  const address = order.shippingAddress
  const data = {
    orderNumber: order.orderNumber,
    total: order.total,
    paymentMethod: order.paymentMethod,
    units: units?.n ?? 0,
    shopper: address.name,
    place: `${address.city}, ${address.state}`,
    awaitsConfirmation: waits,
  }
  await notifyStaff(
    tx,
    settings,
    { kind: waits ? 'cod_awaiting_confirmation' : 'new_order', for: orderNoticeKinds(waits) },
    (to) => newOrderNotice(to, settings.publicUrl, data),
  )
}
