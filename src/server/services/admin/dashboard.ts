// The figures on the admin dashboard, each one aggregate query.
import type { z } from 'zod'
import { count, eq, gte, inArray, sql } from 'drizzle-orm'
import { MEMBERSHIP_TIERS, membershipTier } from '#domain/membership.ts'
import { ORDER_STATUSES } from '#domain/order/status.ts'
import { type AdminDashboardSchema, returnRate } from '#domain/admin-dashboard.ts'
import { PAYMENT_METHODS } from '#domain/order/payment-method.ts'
import type { Db } from '../../db/client.ts'
import { countWhen } from '../../db/count-when.ts'
import { orders, products, users } from '../../db/schema/index.ts'
import { countFailingMails } from '../mail/outbox.ts'
import { contactStats } from './contacts.ts'
import { orderStats } from './orders.ts'
import { returnStats } from './return-stats.ts'
import { lowStock } from './variant-stock.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
type AdminDashboard = z.output<typeof AdminDashboardSchema>

const DAYS = 30
const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

async function productStats(db: Db) {
  const [row] = await db
    .select({
      totalProducts: count(),
      inStockProducts: count(sql`case when ${products.inStock} then 1 end`),
      featuredProducts: count(sql`case when ${products.isFeatured} then 1 end`),
    })
    .from(products)
  const total = row?.totalProducts ?? 0
  const inStock = row?.inStockProducts ?? 0
  return {
    totalProducts: total,
    inStockProducts: inStock,
    outOfStockProducts: total - inStock,
    featuredProducts: row?.featuredProducts ?? 0,
  }
}

/** Customers per tier; the tier boundaries live in the domain, so the grouping happens here. */
async function membershipStats(db: Db) {
  const rows = await db
    .select({ totalSpent: users.totalSpent, customers: count() })
    .from(users)
    .where(eq(users.isAdmin, false))
    .groupBy(users.totalSpent)
  return MEMBERSHIP_TIERS.map((tier) => {
    const inTier = rows.filter((r) => membershipTier(r.totalSpent) === tier)
    return {
      tier,
      count: inTier.reduce((sum, r) => sum + r.customers, 0),
      totalSpent: inTier.reduce((sum, r) => sum + r.totalSpent * r.customers, 0),
    }
  })
}

async function revenueByDay(db: Db, now: Date) {
  const since = new Date(now.getTime() - DAYS * 86_400_000)
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
  const rows = await db
    .select({ day, revenue: sql<string>`sum(${orders.total})`, orders: count() })
    .from(orders)
    .where(gte(orders.paidAt, since))
    .groupBy(day)
  const byDay = new Map(rows.map((r) => [r.day, r]))
  return Array.from({ length: DAYS }, (_, i) => {
    const date = istDay.format(new Date(now.getTime() - (DAYS - 1 - i) * 86_400_000))
    const row = byDay.get(date)
    return { date, revenue: Number(row?.revenue ?? 0), orders: row?.orders ?? 0 }
  })
}

async function ordersByStatus(db: Db) {
  const rows = await db
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(eq(orders.paymentStatus, 'paid'))
    .groupBy(orders.status)
  return ORDER_STATUSES.map((status) => ({
    status,
    count: rows.find((r) => r.status === status)?.orders ?? 0,
  }))
}

export async function adminDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const [
    productFigures,
    orderFigures,
    contactFigures,
    failingMails,
    tiers,
    revenue,
    statuses,
    low,
    returnFigures,
  ] = await Promise.all([
    productStats(db),
    orderStats(db),
    contactStats(db),
    countFailingMails(db),
    membershipStats(db),
    revenueByDay(db, now),
    ordersByStatus(db),
    lowStock(db),
    returnStats(db),
  ])
  const rto = await returnToOrigin(db, now)
  return {
    stats: {
      products: productFigures,
      orders: orderFigures,
      contacts: contactFigures,
      mail: { failingMails },
    },
    membershipStats: tiers,
    lowStock: low,
    revenueByDay: revenue,
    ordersByStatus: statuses,
    returnToOrigin: rto,
    returns: returnFigures,
  }
}

const RTO_WINDOW_MS = 30 * 86_400_000

/** Delivered and returned parcels of the orders placed in the last 30 days, per payment method. */
async function returnToOrigin(db: Db, now: Date) {
  const back = inArray(orders.status, ['returning', 'returned'])
  const rows = await db
    .select({
      paymentMethod: orders.paymentMethod,
      delivered: countWhen(eq(orders.status, 'delivered')),
      returned: countWhen(back),
    })
    .from(orders)
    .where(gte(orders.placedAt, new Date(now.getTime() - RTO_WINDOW_MS)))
    .groupBy(orders.paymentMethod)
  return PAYMENT_METHODS.map((paymentMethod) => {
    const row = rows.find((r) => r.paymentMethod === paymentMethod)
    const delivered = row?.delivered ?? 0
    const returned = row?.returned ?? 0
    return { paymentMethod, delivered, returned, rate: returnRate(delivered, returned) }
  })
}
