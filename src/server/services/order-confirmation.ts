// The order confirmation mail, sent once an order is paid; a mail hiccup never undoes the payment.
import { eq } from 'drizzle-orm'
import { formatRupeesExact } from '#domain/money.ts'
import type { Db } from '../db/client.ts'
import { orders } from '../db/schema/index.ts'
import type { Mailer } from './mail/mailer.ts'
import { orderConfirmationMail } from './mail/templates.ts'

export async function sendOrderConfirmation(
  { db, mailer, log }: { db: Db; mailer: Mailer; log: { warn(o: object, m: string): void } },
  orderId: string,
): Promise<void> {
  try {
    const order = await db.query.orders.findFirst({
      where: eq(orders.id, orderId),
      with: { items: true, user: { columns: { name: true, email: true } } },
    })
    if (!order) return
    const a = order.shippingAddress
    await mailer.send(
      orderConfirmationMail(order.user.email, order.user.name, {
        orderNumber: order.orderNumber,
        items: order.items.map((i) => ({
          name: i.productSnapshot.name,
          quantity: i.quantity,
          lineTotal: formatRupeesExact(i.unitDisplayPrice * i.quantity),
        })),
        subtotal: formatRupeesExact(order.subtotal),
        discount: order.discount > 0 ? formatRupeesExact(order.discount) : null,
        shipping: order.shipping === 0 ? 'FREE' : formatRupeesExact(order.shipping),
        total: formatRupeesExact(order.total),
        address: `${a.name}, ${a.address}, ${a.city}, ${a.state} ${a.pincode} (${a.phone})`,
      }),
    )
  } catch (error) {
    log.warn({ err: error, orderId }, 'Order confirmation mail was not sent')
  }
}
