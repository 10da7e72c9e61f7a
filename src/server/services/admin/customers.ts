// Customers as staff see them: each shopper who has ordered, with what and how often, and one
// customer's orders and addresses.
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  type AdminCustomersQuery,
  CUSTOMER_NOT_FOUND,
  type CustomerPageResponseSchema,
  type CustomerSort,
  type CustomerSummarySchema,
} from '#domain/customer.ts'
import { membershipTier } from '#domain/membership.ts'
import { readOrderSearch } from '#domain/order/order-search.ts'
import type { OrderAddress } from '#domain/order/responses.ts'
import { paymentStatusLabel } from '#domain/order/status.ts'
import type { Db } from '../../db/client.ts'
import { orderItems, orders, users } from '../../db/schema/index.ts'
import { escapeLike } from '../../lib/escape-like.ts'
import { notFound } from '../../lib/http-error.ts'
import { listAddresses } from '../saved-addresses.ts'
import { phoneDigits } from './order-filters.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
type CustomerSummary = z.output<typeof CustomerSummarySchema>
type CustomerPage = z.output<typeof CustomerPageResponseSchema>

const placed = and(eq(orders.userId, users.id), isNotNull(orders.placedAt))
const FIGURES = {
  orders: sql<number>`count(${orders.id})::int`,
  firstOrderAt: sql<Date | null>`min(${orders.placedAt})`,
  lastOrderAt: sql<Date | null>`max(${orders.placedAt})`,
  lastPhone: sql<
    string | null
  >`(array_agg(${orders.shippingAddress}->>'phone' order by ${orders.placedAt} desc))[1]`,
}
const SORTS: Record<CustomerSort, SQL[]> = {
  recent: [sql`max(${orders.placedAt}) desc`],
  spent: [desc(users.totalSpent)],
  orders: [sql`count(${orders.id}) desc`],
}

/**
 * A customer a search finds, any way being enough: inside their email, every word whole in their
 * name, or the phone number (its national digits) on their account or any order of theirs.
 */
function customerMatches(search: string): SQL {
  const { text, words, phone } = readOrderSearch(search)
  const ways = [
    sql`${users.email} ilike ${`%${escapeLike(text)}%`}`,
    ...(words.length > 0
      ? [and(...words.map((word) => sql`${users.name} ~* ${`\\m${word}\\M`}`))]
      : []),
    ...(phone
      ? [
          sql`${phoneDigits(sql`coalesce(${users.phone}, '')`)} like ${`%${phone}%`}`,
          sql`exists (select 1 from ${orders} where ${placed}
            and ${phoneDigits(sql`${orders.shippingAddress}->>'phone'`)} like ${`%${phone}%`})`,
        ]
      : []),
  ]
  return or(...ways) as SQL
}

type SummaryRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'phone' | 'joinDate' | 'totalSpent'
> & {
  orders: number
  firstOrderAt: Date | string | null
  lastOrderAt: Date | string | null
  lastPhone: string | null
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString())

function toSummary(row: SummaryRow): CustomerSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? row.lastPhone,
    joinedAt: row.joinDate.toISOString(),
    orders: row.orders,
    totalSpent: row.totalSpent,
    tier: membershipTier(row.totalSpent),
    firstOrderAt: iso(row.firstOrderAt),
    lastOrderAt: iso(row.lastOrderAt),
  }
}

const ACCOUNT = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  joinDate: users.joinDate,
  totalSpent: users.totalSpent,
}

/** Shoppers, not staff, whose accounts are open. */
const listed = (search?: string) =>
  and(
    isNull(users.erasedAt),
    eq(users.isAdmin, false),
    search ? customerMatches(search) : undefined,
  )

/**
 * Shoppers with at least one order, in the order asked, a page of them or all; a closed account
 * (decision 032) is no one to list.
 */
export async function customerSummaries(
  db: Db,
  { search, sort }: Pick<AdminCustomersQuery, 'search' | 'sort'>,
  page?: { limit: number; offset: number },
): Promise<CustomerSummary[]> {
  const query = db
    .select({ ...ACCOUNT, ...FIGURES })
    .from(users)
    .innerJoin(orders, placed)
    .where(listed(search))
    .groupBy(users.id)
    .orderBy(...SORTS[sort], asc(users.id))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  return rows.map(toSummary)
}

export async function adminCustomers(db: Db, query: AdminCustomersQuery) {
  const [customers, [totals]] = await Promise.all([
    customerSummaries(db, query, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    db
      .select({ total: sql<number>`count(distinct ${users.id})::int` })
      .from(users)
      .innerJoin(orders, placed)
      .where(listed(query.search)),
  ])
  return { customers, total: totals?.total ?? 0, page: query.page, limit: query.limit }
}

/** A shopper's page: their figures, every order, their address book and where parcels went. */
export async function customerPage(db: Db, id: string): Promise<CustomerPage> {
  const [row] = await db
    .select({ ...ACCOUNT, ...FIGURES })
    .from(users)
    .leftJoin(orders, placed)
    .where(and(eq(users.id, id), isNull(users.erasedAt), eq(users.isAdmin, false)))
    .groupBy(users.id)
  if (!row) throw notFound(CUSTOMER_NOT_FOUND)
  const [placedOrders, savedAddresses, lines] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, id), isNotNull(orders.placedAt)))
      .orderBy(desc(orders.placedAt)),
    listAddresses(db, id),
    db
      .select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.userId, id))
      .groupBy(orderItems.orderId),
  ])
  const units = new Map(lines.map((line) => [line.orderId, line.units]))
  return {
    customer: toSummary(row),
    orders: placedOrders.map((order) => ({
      _id: order.id,
      orderNumber: order.orderNumber ?? '',
      placedAt: (order.placedAt ?? order.createdAt).toISOString(),
      status: order.status,
      payment: paymentStatusLabel({
        paymentStatus: order.paymentStatus,
        paymentMethod: order.paymentMethod,
        refundedAmount: order.refundedAmount,
        totalAmount: order.total,
      }),
      total: order.total,
      items: units.get(order.id) ?? 0,
    })),
    savedAddresses,
    shippedTo: distinctAddresses(placedOrders.map((order) => order.shippingAddress)),
  }
}

/** Each address once, in the order given, however its letters were cased or spaced. */
function distinctAddresses(addresses: OrderAddress[]): OrderAddress[] {
  const key = (a: OrderAddress) =>
    [a.name, a.phone, a.address, a.city, a.pincode].join('|').toLowerCase().replace(/\s+/g, ' ')
  const seen = new Set<string>()
  return addresses.filter((a) => !seen.has(key(a)) && seen.add(key(a)))
}
