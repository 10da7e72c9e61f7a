// Writes the planned demo history as the real checkout, payment, delivery and review flows would.
import { randomBytes } from 'node:crypto'
import type { ProductSnapshot } from '#domain/order/responses.ts'
import { displayPrice } from '#domain/pricing.ts'
import { variantLabel } from '#domain/product/variant.ts'
import { issueInvoice } from '../../services/invoices/invoices.ts'
import { nextOrderNumber } from '../../services/orders/order-numbers.ts'
import { hashPassword } from '../../services/passwords.ts'
import { razorpayStyleId } from '../../services/payments/simulator.ts'
import type { Db } from '../client.ts'
import { orderEvents, orderItems, orders, payments, reviews, users } from '../schema/index.ts'
import type { DemoCustomer } from './demo-customers.ts'
import { linePrices, type PlannedLine, type PlannedOrder } from './demo-order-plan.ts'
import { type DemoShipment, demoShipment, demoTimeline } from './demo-timeline.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Nobody knows the demo customers' password: it is random and thrown away once hashed. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'))
}

export async function seedDemoOrders(
  db: Db,
  plan: PlannedOrder[],
  { passwordHash, now }: { passwordHash: string; now: Date },
) {
  const customers = [...new Set(plan.map((o) => o.customer))]
  const userRows = await db
    .insert(users)
    .values(customers.map((customer, i) => customerRow(customer, i, plan, passwordHash)))
    .returning({ id: users.id, email: users.email })
  const userIds = new Map(userRows.map((u) => [u.email, u.id]))

  // Numbered in the order they were placed, by the checkout's own per-day counter; a checkout
  // left unpaid is an attempt, never placed, and takes no number.
  const numbered: {
    order: PlannedOrder
    orderNumber: string | null
    razorpayOrderId: string
    shipment: DemoShipment | null
  }[] = []
  for (const [index, order] of plan.entries()) {
    const placed = order.paymentStatus === 'paid'
    numbered.push({
      order,
      orderNumber: placed ? await nextOrderNumber(db, order.createdAt) : null,
      razorpayOrderId: razorpayStyleId('order'),
      shipment: demoShipment(order, index),
    })
  }
  const orderRows = await db
    .insert(orders)
    .values(
      numbered.map(({ order, orderNumber, razorpayOrderId, shipment }) => ({
        orderNumber,
        placedAt: orderNumber === null ? null : order.createdAt,
        courier: shipment?.courier ?? null,
        trackingNumber: shipment?.trackingNumber ?? null,
        userId: userIds.get(order.customer.email) as string,
        status: order.status,
        paymentStatus: order.paymentStatus,
        ...order.calc,
        shippingAddress: {
          name: order.customer.name,
          phone: order.customer.phone,
          address: order.customer.address,
          city: order.customer.city,
          state: order.customer.state,
          pincode: order.customer.pincode,
        },
        razorpayOrderId,
        paidAt: order.paidAt,
        deliveredAt: order.deliveredAt,
        createdAt: order.createdAt,
        updatedAt: order.deliveredAt ?? order.paidAt ?? order.createdAt,
      })),
    )
    .returning({
      id: orders.id,
      userId: orders.userId,
      orderNumber: orders.orderNumber,
      razorpayOrderId: orders.razorpayOrderId,
    })
  const byRazorpayId = new Map(orderRows.map((o) => [o.razorpayOrderId, o]))
  const placed = numbered.map(({ order, razorpayOrderId, shipment }) => {
    const row = byRazorpayId.get(razorpayOrderId)
    if (!row) throw new Error(`Order ${razorpayOrderId} was not inserted`)
    return { order, row, shipment }
  })
  await db
    .insert(orderEvents)
    .values(
      placed.flatMap(({ order, row, shipment }) =>
        demoTimeline(order, shipment, now).map((event) => ({ orderId: row.id, ...event })),
      ),
    )

  await db.insert(orderItems).values(
    placed.flatMap(({ order, row }) =>
      order.lines.map((line) => {
        const { price } = linePrices(line)
        return {
          orderId: row.id,
          productId: line.product.id,
          variantId: line.variant.id,
          productSnapshot: snapshot(line),
          quantity: line.quantity,
          unitPrice: price,
          unitDisplayPrice: displayPrice(price, line.product.gstRate),
          hsnCode: line.product.hsnCode,
          gstRate: line.product.gstRate,
        }
      }),
    ),
  )
  await db.insert(payments).values(
    placed
      .filter(({ order }) => order.paymentStatus === 'paid')
      .map(({ order, row }) => ({
        orderId: row.id,
        razorpayPaymentId: razorpayStyleId('pay'),
        razorpayOrderId: row.razorpayOrderId as string,
        amount: order.calc.total,
        source: 'checkout' as const,
        createdAt: order.paidAt as Date,
      })),
  )
  // Invoiced in the order they were paid, so each financial year's serials follow the calendar.
  const paid = placed
    .filter(({ order }) => order.paymentStatus === 'paid')
    .sort((a, b) => (a.order.paidAt as Date).getTime() - (b.order.paidAt as Date).getTime())
  for (const { order, row } of paid) await issueInvoice(db, row.id, order.paidAt as Date)
  await db.insert(reviews).values(
    placed.flatMap(({ order, row }) =>
      order.lines.flatMap(({ product, review }) =>
        review
          ? [
              {
                productId: product.id,
                userId: row.userId,
                orderId: row.id,
                ...review,
                status: 'approved' as const,
              },
            ]
          : [],
      ),
    ),
  )
}

/** The product as ordered, naming its variant when it has options. */
function snapshot({ product, variant }: PlannedLine): ProductSnapshot {
  const label = variantLabel(variant.options, product.options)
  return {
    name: product.name,
    image: variant.image ?? product.image,
    brand: product.brand,
    sku: variant.sku,
    ...(label && { variant: label }),
  }
}

/** A verified customer who joined before their first order; totalSpent is what their paid orders add up to. */
function customerRow(
  customer: DemoCustomer,
  index: number,
  plan: PlannedOrder[],
  passwordHash: string,
) {
  const own = plan.filter((o) => o.customer === customer)
  const firstOrder = Math.min(...own.map((o) => o.createdAt.getTime()))
  const joinDate = new Date(firstOrder - (20 + ((index * 37) % 300)) * DAY_MS)
  return {
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    passwordHash,
    emailVerifiedAt: new Date(joinDate.getTime() + 3 * 60_000),
    totalSpent: own
      .filter((o) => o.paymentStatus === 'paid')
      .reduce((sum, o) => sum + o.calc.total, 0),
    joinDate,
  }
}
