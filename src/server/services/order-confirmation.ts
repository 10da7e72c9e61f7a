// The order confirmation mail, queued in the transaction that places the order; a cash-on-delivery
// order's asks its shopper to confirm it.
import { eq } from 'drizzle-orm'
import { formatRupeesExact } from '#domain/money.ts'
import { awaitsConfirmation } from '#domain/order/payment-method.ts'
import { nameWithVariant } from '#domain/product/variant.ts'
import type { DbOrTx } from '../db/client.ts'
import { orders } from '../db/schema/index.ts'
import { enqueueMail } from './mail/outbox.ts'
import { orderConfirmationMail } from './mail/templates.ts'

/** The shopper's orders, where a cash-on-delivery order waiting for them has its Confirm button. */
const CONFIRM_PATH = '/dashboard?tab=orders'

export async function enqueueOrderConfirmation(
  tx: DbOrTx,
  orderId: string,
  publicUrl: string,
): Promise<void> {
  const order = await tx.query.orders.findFirst({
    where: eq(orders.id, orderId),
    with: { items: true, user: { columns: { name: true, email: true } } },
  })
  if (!order?.orderNumber) return
  const a = order.shippingAddress
  await enqueueMail(
    tx,
    orderConfirmationMail(order.user.email, order.user.name, {
      orderNumber: order.orderNumber,
      paymentMethod: order.paymentMethod,
      items: order.items.map((i) => ({
        name: nameWithVariant(i.productSnapshot.name, i.productSnapshot.variant),
        quantity: i.quantity,
        lineTotal: formatRupeesExact(i.unitDisplayPrice * i.quantity),
      })),
      subtotal: formatRupeesExact(order.subtotal),
      discount: order.discount > 0 ? formatRupeesExact(order.discount) : null,
      shipping: order.shipping === 0 ? 'FREE' : formatRupeesExact(order.shipping),
      codFee: order.codFee > 0 ? formatRupeesExact(order.codFee) : null,
      total: formatRupeesExact(order.total),
      address: `${a.name}, ${a.address}, ${a.city}, ${a.state} ${a.pincode} (${a.phone})`,
      confirmUrl: awaitsConfirmation(order) ? new URL(CONFIRM_PATH, publicUrl).href : null,
    }),
  )
}
