// The shopper's copy of their data (decision 032): every table that holds something of theirs,
// read by their id or, for what a visitor can send without signing in, by their email.
import { and, asc, desc, eq, inArray, isNotNull, or } from 'drizzle-orm'
import { type AccountData, EXPORT_NOTES, type ExportedOrder } from '#domain/account-data.ts'
import { membershipTier } from '#domain/membership.ts'
import type { Db } from '../db/client.ts'
import {
  cartReminders,
  contactMessages,
  contactReplies,
  invoices,
  orderItems,
  orders,
  products,
  productVariants,
  returns,
  reviews,
  stockAlerts,
  type User,
} from '../db/schema/index.ts'
import { keptCart } from './carts/kept-cart.ts'
import { consentHistory } from './consents.ts'
import { listAddresses } from './saved-addresses.ts'

const iso = (at: Date) => at.toISOString()
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null

/** Rows grouped by the order (or message) they belong to. */
function byKey<T>(rows: T[], key: (row: T) => string) {
  const groups = new Map<string, T[]>()
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row])
  return (id: string) => groups.get(id) ?? []
}

async function exportOrders(db: Db, userId: string): Promise<ExportedOrder[]> {
  const placed = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.placedAt)))
    .orderBy(desc(orders.placedAt))
  const ids = placed.map((order) => order.id)
  if (ids.length === 0) return []
  const [items, documents, asked] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db
      .select()
      .from(invoices)
      .where(inArray(invoices.orderId, ids))
      .orderBy(asc(invoices.issuedAt)),
    db
      .select()
      .from(returns)
      .where(inArray(returns.orderId, ids))
      .orderBy(asc(returns.requestedAt)),
  ])
  const itemsOf = byKey(items, (item) => item.orderId)
  const invoicesOf = byKey(documents, (invoice) => invoice.orderId)
  const returnsOf = byKey(asked, (row) => row.orderId)
  return placed.map((order) => ({
    orderNumber: order.orderNumber ?? '',
    placedAt: iso(order.placedAt ?? order.createdAt),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    subtotal: order.subtotal,
    tax: order.tax,
    shipping: order.shipping,
    discount: order.discount,
    codFee: order.codFee,
    total: order.total,
    refunded: order.refundedAmount,
    couponCode: order.couponCode,
    shippingAddress: order.shippingAddress,
    billing:
      order.billingName && order.billingGstin
        ? { name: order.billingName, gstin: order.billingGstin }
        : null,
    deliveredAt: isoOrNull(order.deliveredAt),
    items: itemsOf(order.id).map((item) => ({
      name: item.productSnapshot.name,
      brand: item.productSnapshot.brand,
      variant: item.productSnapshot.variant ?? null,
      sku: item.productSnapshot.sku ?? null,
      quantity: item.quantity,
      price: item.unitDisplayPrice,
    })),
    invoices: invoicesOf(order.id).map((invoice) => ({
      kind: invoice.kind,
      number: invoice.number,
      issuedAt: iso(invoice.issuedAt),
      total: invoice.total,
    })),
    returns: returnsOf(order.id).map((row) => ({
      number: row.number,
      status: row.status,
      reason: row.reason,
      resolution: row.resolution,
      comment: row.comment,
      refundAmount: row.refundAmount,
      requestedAt: iso(row.requestedAt),
    })),
  }))
}

async function exportReviews(db: Db, userId: string) {
  const rows = await db
    .select({ review: reviews, product: products.name, orderNumber: orders.orderNumber })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt))
  return rows.map(({ review, product, orderNumber }) => ({
    product,
    orderNumber,
    rating: review.rating,
    comment: review.comment,
    status: review.status,
    createdAt: iso(review.createdAt),
  }))
}

async function exportContactMessages(db: Db, email: string) {
  const messages = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt))
  const ids = messages.map((message) => message.id)
  const replies =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(contactReplies)
          .where(inArray(contactReplies.contactId, ids))
          .orderBy(asc(contactReplies.createdAt))
  const repliesTo = byKey(replies, (reply) => reply.contactId)
  return messages.map((message) => ({
    name: message.name,
    email: message.email,
    phone: message.phone,
    queryType: message.queryType,
    subject: message.subject,
    message: message.message,
    status: message.status,
    createdAt: iso(message.createdAt),
    replies: repliesTo(message.id).map((reply) => ({
      reply: reply.reply,
      createdAt: iso(reply.createdAt),
    })),
  }))
}

/** "Notify me" requests made signed in, or from the account's address while signed out. */
export const alertsOf = (user: Pick<User, 'id' | 'email'>) =>
  or(eq(stockAlerts.userId, user.id), eq(stockAlerts.email, user.email))

async function exportStockAlerts(db: Db, user: User) {
  const rows = await db
    .select({ alert: stockAlerts, product: products.name, options: productVariants.options })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(alertsOf(user))
    .orderBy(desc(stockAlerts.createdAt))
  return rows.map(({ alert, product, options }) => ({
    product,
    variant: Object.values(options).join(' / ') || null,
    email: alert.email,
    createdAt: iso(alert.createdAt),
    notifiedAt: isoOrNull(alert.notifiedAt),
  }))
}

export async function exportAccountData(
  db: Db,
  user: User,
  now = new Date(),
): Promise<AccountData> {
  const [addresses, placed, written, messages, alerts, consents, cart, reminders] =
    await Promise.all([
      listAddresses(db, user.id),
      exportOrders(db, user.id),
      exportReviews(db, user.id),
      exportContactMessages(db, user.email),
      exportStockAlerts(db, user),
      consentHistory(db, user.id),
      keptCart(db, user.id),
      db
        .select({ number: cartReminders.number, sentAt: cartReminders.sentAt })
        .from(cartReminders)
        .where(eq(cartReminders.userId, user.id))
        .orderBy(asc(cartReminders.sentAt)),
    ])
  return {
    exportedAt: iso(now),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      avatar: user.avatar,
      joinDate: iso(user.joinDate),
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      signIn: { password: user.passwordHash !== null, google: user.googleSubject !== null },
      totalSpent: user.totalSpent,
      membershipTier: membershipTier(user.totalSpent),
    },
    addresses,
    orders: placed,
    reviews: written,
    contactMessages: messages,
    backInStockAlerts: alerts,
    preferences: { whatsappUpdates: user.whatsappUpdates, marketingEmails: user.marketingEmails },
    consents: consents.map(({ at, ...choice }) => ({ ...choice, at: iso(at) })),
    cart,
    cartReminders: reminders.map((r) => ({ number: r.number, sentAt: iso(r.sentAt) })),
    notes: [...EXPORT_NOTES],
  }
}
