// Checkout on the server: the cart priced from the database, the pending order, its payment and expiry.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import { UNPAID_ORDER_TTL_MS } from '#domain/limits.ts'
import type { PaymentIssue } from '#domain/orders.ts'
import { orderValueRefusal } from '#domain/money-limits.ts'
import { paiseToRupees } from '#domain/money.ts'
import { calculateOrder, displayPrice, type OrderCalculation } from '#domain/pricing.ts'
import type { CreateOrderInput } from '#domain/schemas/checkout.ts'
import type { ApiOrder, CreateOrderResponse } from '#domain/schemas/order.ts'
import type { Db } from '../db/client.ts'
import {
  couponRedemptions,
  coupons,
  type Order,
  type OrderItem,
  orderItems,
  orderNumberCounters,
  orders,
  payments,
  type Product,
  products,
  reviews,
  users,
} from '../db/schema/index.ts'
import { badRequest, conflict, HttpError } from '../lib/http-error.ts'
import { applicableCoupon, couponTerms, releaseShopperHold } from './coupons.ts'
import { enqueueOrderConfirmation } from './order-confirmation.ts'
import { GatewayError, type PaymentGateway } from './payments/gateway.ts'

export interface OrderDeps {
  db: Db
  payments: PaymentGateway
  log: { warn(obj: object, message: string): void }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Razorpay takes no payment below ₹1. */
const MIN_ONLINE_PAYMENT = 100

interface PricedLine {
  product: Product
  quantity: number
}

/** The cart as the database prices it: lines merged by product, every product present and in stock. */
async function priceCart(db: Db, items: CreateOrderInput['items']): Promise<PricedLine[]> {
  const quantities = new Map<string, number>()
  for (const { productId, quantity } of items) {
    if (!UUID.test(productId)) throw badRequest('Some items in your cart are no longer sold')
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity)
  }
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...quantities.keys()]))
  if (rows.length !== quantities.size) {
    throw badRequest('Some items in your cart are no longer sold')
  }
  const soldOut = rows.filter((p) => !p.inStock).map((p) => p.name)
  if (soldOut.length > 0) throw conflict(`Out of stock: ${soldOut.join(', ')}`)
  return rows.map((product) => ({ product, quantity: quantities.get(product.id) ?? 0 }))
}

function calculate(lines: PricedLine[], coupon?: Parameters<typeof calculateOrder>[1]) {
  return calculateOrder(
    lines.map(({ product, quantity }) => ({
      price: product.price,
      originalPrice: product.originalPrice,
      quantity,
    })),
    coupon,
  )
}

export function toRupees(calc: OrderCalculation) {
  return {
    subtotal: paiseToRupees(calc.subtotal),
    tax: paiseToRupees(calc.tax),
    shipping: paiseToRupees(calc.shipping),
    discount: paiseToRupees(calc.discount),
    total: paiseToRupees(calc.total),
    savings: paiseToRupees(calc.savings),
  }
}

const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

/** KV-YYYYMMDD-NNNN, counted per day in India's time zone. */
export async function nextOrderNumber(db: Db, now = new Date()): Promise<string> {
  const day = istDay.format(now).replaceAll('-', '')
  const [row] = await db
    .insert(orderNumberCounters)
    .values({ day, last: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.day,
      set: { last: sql`${orderNumberCounters.last} + 1` },
    })
    .returning({ last: orderNumberCounters.last })
  return `KV-${day}-${String(row?.last ?? 1).padStart(4, '0')}`
}

/**
 * Checkout in two steps. One transaction prices the cart, judges the coupon under its row lock
 * and writes the pending order, its items and its coupon hold; only then is the Razorpay order
 * made, so a refusal never leaves a gateway order behind. If the gateway fails, the pending order
 * is marked failed and its hold let go.
 */
export async function createOrder(
  { db, payments: gateway, log }: OrderDeps,
  userId: string,
  input: CreateOrderInput,
): Promise<CreateOrderResponse> {
  const orderNumber = await nextOrderNumber(db)
  const { orderId, calc } = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db
    const lines = await priceCart(txDb, input.items)
    const subtotal = calculate(lines).subtotal
    const tooLarge = orderValueRefusal(subtotal)
    if (tooLarge) throw badRequest(tooLarge)
    const coupon = input.couponCode
      ? await applicableCoupon(txDb, input.couponCode, subtotal, { lock: true, shopperId: userId })
      : null
    const calc = calculate(lines, coupon && couponTerms(coupon.coupon))
    if (calc.total < MIN_ONLINE_PAYMENT) {
      throw badRequest('The order total must be at least ₹1 to pay online')
    }
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber,
        userId,
        ...calc,
        couponCode: coupon?.coupon.code ?? null,
        shippingAddress: input.shippingAddress,
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('Order insert returned nothing')
    await tx.insert(orderItems).values(
      lines.map(({ product, quantity }) => ({
        orderId: order.id,
        productId: product.id,
        productSnapshot: { name: product.name, image: product.image, brand: product.brand },
        quantity,
        unitPrice: product.price,
        unitDisplayPrice: displayPrice(product.price),
      })),
    )
    if (coupon) {
      await releaseShopperHold(txDb, coupon.coupon.id, userId)
      await tx
        .insert(couponRedemptions)
        .values({ couponId: coupon.coupon.id, orderId: order.id, userId })
    }
    return { orderId: order.id, calc }
  })

  let gatewayOrder
  try {
    gatewayOrder = await gateway.createOrder({
      amount: calc.total,
      receipt: orderNumber,
      notes: { orderNumber, userId },
    })
  } catch (error) {
    await failUnplacedOrder(db, orderId).catch((failure: unknown) =>
      log.warn({ err: failure, orderNumber }, 'could not mark an unplaced order failed'),
    )
    if (error instanceof GatewayError) {
      throw new HttpError(502, 'Payment gateway is unavailable. Please try again.')
    }
    throw error
  }
  await db
    .update(orders)
    .set({ razorpayOrderId: gatewayOrder.id, updatedAt: new Date() })
    .where(eq(orders.id, orderId))

  return {
    orderId,
    orderNumber,
    razorpayOrderId: gatewayOrder.id,
    amount: calc.total,
    currency: 'INR',
    key: gateway.keyId,
    checkoutScript: gateway.checkoutScript,
    orderCalculation: toRupees(calc),
  }
}

/** The gateway never made an order for it, so nobody can pay it: fail it and free its coupon. */
async function failUnplacedOrder(db: Db, orderId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'failed', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
    await tx
      .update(couponRedemptions)
      .set({ status: 'released' })
      .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'held')))
  })
}

export async function findOrderByRazorpayId(db: Db, razorpayOrderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.razorpayOrderId, razorpayOrderId))
  return order
}

/**
 * Marks the order paid exactly once, whichever of checkout and webhook comes first: the order is
 * confirmed, its coupon use counted and the shopper's totalSpent raised, all in one transaction.
 * A payment of the wrong amount is never accepted; it flags the order for staff instead.
 */
export async function confirmPayment(
  { db, log }: Pick<OrderDeps, 'db' | 'log'>,
  payment: {
    razorpayOrderId: string
    razorpayPaymentId: string
    source: 'checkout' | 'webhook'
    /** Paise, when the caller knows what was actually paid (the webhook does). */
    amount?: number
  },
): Promise<{ order: Order; newlyPaid: boolean; issue?: PaymentIssue } | undefined> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.razorpayOrderId, payment.razorpayOrderId))
      .for('update')
    if (!order) return undefined
    if (order.paymentStatus === 'paid') return { order, newlyPaid: false }
    if (payment.amount !== undefined && payment.amount !== order.total) {
      const [flagged] = await tx
        .update(orders)
        .set({ paymentIssue: 'amount_mismatch', updatedAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning()
      return { order: flagged ?? order, newlyPaid: false, issue: 'amount_mismatch' as const }
    }
    const [paid] = await tx
      .update(orders)
      .set({
        status: 'confirmed',
        paymentStatus: 'paid',
        paidAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning()
    await tx.insert(payments).values({
      orderId: order.id,
      razorpayPaymentId: payment.razorpayPaymentId,
      razorpayOrderId: payment.razorpayOrderId,
      amount: order.total,
      source: payment.source,
    })
    const [redeemed] = await tx
      .update(couponRedemptions)
      .set({ status: 'redeemed' })
      .where(
        and(
          eq(couponRedemptions.orderId, order.id),
          inArray(couponRedemptions.status, ['held', 'released']),
        ),
      )
      .returning({ couponId: couponRedemptions.couponId })
    if (redeemed) {
      const [coupon] = await tx
        .update(coupons)
        .set({ usageCount: sql`${coupons.usageCount} + 1` })
        .where(eq(coupons.id, redeemed.couponId))
        .returning()
      if (coupon?.maxUsage != null && coupon.usageCount > coupon.maxUsage) {
        log.warn(
          { orderNumber: order.orderNumber, coupon: coupon.code },
          'An expired order was paid late and took its coupon past maxUsage',
        )
      }
    }
    await tx
      .update(users)
      .set({ totalSpent: sql`${users.totalSpent} + ${order.total}` })
      .where(eq(users.id, order.userId))
    await enqueueOrderConfirmation(tx, order.id)
    return { order: paid ?? order, newlyPaid: true }
  })
}

/** Orders left unpaid past their time are cancelled as expired and let go of their coupon. */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'expired', updatedAt: now })
      .where(
        and(
          eq(orders.paymentStatus, 'pending'),
          lt(orders.createdAt, new Date(now.getTime() - UNPAID_ORDER_TTL_MS)),
        ),
      )
      .returning({ id: orders.id })
    if (expired.length > 0) {
      await tx
        .update(couponRedemptions)
        .set({ status: 'released' })
        .where(
          and(
            inArray(
              couponRedemptions.orderId,
              expired.map((o) => o.id),
            ),
            eq(couponRedemptions.status, 'held'),
          ),
        )
    }
    return expired.length
  })
}

export function toApiOrder(
  order: Order,
  items: OrderItem[],
  reviewed: Set<string> = new Set(),
  user?: { name: string; email: string },
): ApiOrder {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    ...(user && { user }),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentIssue: order.paymentIssue,
    trackingNumber: order.trackingNumber,
    notes: order.notes,
    ...toRupees(order),
    totalAmount: paiseToRupees(order.total),
    couponCode: order.couponCode,
    items: items.map((item) => ({
      _id: item.id,
      product: item.productId,
      productSnapshot: item.productSnapshot,
      quantity: item.quantity,
      price: paiseToRupees(item.unitDisplayPrice),
      reviewed: item.productId !== null && reviewed.has(`${order.id}:${item.productId}`),
    })),
    shippingAddress: order.shippingAddress,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
  }
}

export async function apiOrder(db: Db, order: Order): Promise<ApiOrder> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
  return toApiOrder(order, items)
}

/** The shopper's paid orders, newest first; unpaid attempts are not orders yet. */
export async function myOrders(db: Db, userId: string): Promise<ApiOrder[]> {
  const rows = await db.query.orders.findMany({
    where: and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid')),
    orderBy: [desc(orders.createdAt)],
    with: { items: true },
  })
  const reviewRows = await db
    .select({ orderId: reviews.orderId, productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.userId, userId))
  const reviewed = new Set(reviewRows.map((r) => `${r.orderId}:${r.productId}`))
  return rows.map(({ items, ...order }) => toApiOrder(order, items, reviewed))
}
