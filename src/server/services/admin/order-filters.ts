// The orders staff ask for: found by what they were told, and filtered by where each stands.
import {
  and,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { istDayStart } from '#domain/business-days.ts'
import { type OrderSearch, readOrderSearch } from '#domain/order/order-search.ts'
import type { OrderAddress } from '#domain/order/responses.ts'
import type { OrderFilters, OrderPaymentState, OrderShippingState } from '#domain/order/staff.ts'
import { READY_TO_SHIP_STATUSES } from '#domain/shipping/shipment.ts'
import type { Db } from '../../db/client.ts'
import { failedDeliveries, orderItems, orders, shipments, users } from '../../db/schema/index.ts'
import { escapeLike } from '../../lib/escape-like.ts'
import { carriesTheOrder } from '../shipping/shipments.ts'

/**
 * The conditions of the orders list (joined with the buyer's account): orders only, as checkout
 * attempts not yet paid or placed are kept apart, then each filter asked for.
 */
export function orderFilters(db: Db, query: OrderFilters): SQL[] {
  const where: SQL[] = [isNotNull(orders.placedAt)]
  if (query.status) where.push(eq(orders.status, query.status))
  if (query.view === 'to_ship') where.push(...awaitingParcel(db))
  if (query.search) where.push(orderMatches(readOrderSearch(query.search)))
  if (query.from) where.push(gte(orders.placedAt, istDayStart(query.from)))
  if (query.to) where.push(lt(orders.placedAt, istDayStart(query.to, 1)))
  if (query.paymentMethod) where.push(eq(orders.paymentMethod, query.paymentMethod))
  if (query.payment) where.push(PAYMENT_STATES[query.payment])
  if (query.shipping) where.push(...shippingState(db, query.shipping))
  return where
}

/** A phone number's last ten digits, as `readOrderSearch` reads the one searched for. */
export const phoneDigits = (phone: SQL) => sql`right(regexp_replace(${phone}, '\\D', '', 'g'), 10)`

/**
 * The orders a search finds, any way being enough: inside the order number or the buyer's email,
 * a line's whole SKU, the phone number the order ships to (its national digits), its pincode, or
 * every word whole in the buyer's names (account and address) and the products' names.
 */
function orderMatches({ text, words, phone, pincode }: OrderSearch): SQL {
  const inside = `%${escapeLike(text)}%`
  const address = (field: keyof OrderAddress) => sql`${orders.shippingAddress}->>${field}`
  const products = sql`(select string_agg(${orderItems.productSnapshot}->>'name', ' ')
    from ${orderItems} where ${orderItems.orderId} = ${orders.id})`
  const names = sql`concat_ws(' ', ${users.name}, ${address('name')}, ${products})`
  const ways = [
    ilike(orders.orderNumber, inside),
    ilike(users.email, inside),
    sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
      and ${orderItems.productSnapshot}->>'sku' ilike ${escapeLike(text)})`,
    // Words are letters and digits only, so none is read as a pattern.
    ...(words.length > 0 ? [and(...words.map((word) => sql`${names} ~* ${`\\m${word}\\M`}`))] : []),
    ...(phone ? [sql`${phoneDigits(address('phone'))} like ${`%${phone}%`}`] : []),
    ...(pincode ? [sql`${address('pincode')} = ${pincode}`] : []),
  ]
  return or(...ways) as SQL
}

const paid = eq(orders.paymentStatus, 'paid')
const PAYMENT_STATES: Record<OrderPaymentState, SQL> = {
  paid: and(paid, eq(orders.refundedAmount, 0)) as SQL,
  on_delivery: and(eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'pending')) as SQL,
  refunded: and(paid, gt(orders.refundedAmount, 0)) as SQL,
  // Pending, failed or expired, as the payment column reads them (a COD order's pending is due).
  unpaid: and(
    ne(orders.paymentStatus, 'paid'),
    not(and(eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'pending')) as SQL),
  ) as SQL,
}

function shippingState(db: Db, state: OrderShippingState): SQL[] {
  switch (state) {
    case 'to_ship':
      return awaitingParcel(db)
    case 'on_the_way':
      return [
        inArray(orders.status, [...READY_TO_SHIP_STATUSES, 'dispatched']),
        hasParcel(db),
        not(awaitingDecision(db)),
      ]
    case 'failed_delivery':
      return [eq(orders.status, 'dispatched'), awaitingDecision(db)]
    case 'delivered':
      return [eq(orders.status, 'delivered')]
    case 'back_to_us':
      return [inArray(orders.status, ['returning', 'returned'])]
  }
}

/** The parcel's latest failed attempt waits for staff to ask for another or have it returned. */
function awaitingDecision(db: Db): SQL {
  const later = sql`select 1 from ${failedDeliveries} as later
    where later.shipment_id = ${failedDeliveries.shipmentId}
      and later.attempt > ${failedDeliveries.attempt}`
  return exists(
    db
      .select({ one: sql`1` })
      .from(failedDeliveries)
      .where(
        and(
          eq(failedDeliveries.orderId, orders.id),
          sql`${failedDeliveries.action} is null`,
          sql`not exists (${later})`,
        ),
      ),
  )
}

/**
 * What waits for a parcel: confirmed or packed, paid online or cash on delivery (which its
 * shopper has confirmed, as confirmed says), and not yet booked with the courier.
 */
export function awaitingParcel(db: Db): SQL[] {
  return [
    inArray(orders.status, [...READY_TO_SHIP_STATUSES]),
    or(eq(orders.paymentStatus, 'paid'), eq(orders.paymentMethod, 'cod')) as SQL,
    not(hasParcel(db)),
  ]
}

/** The order is booked with the courier: a parcel carries it. */
function hasParcel(db: Db): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(shipments)
      .where(and(eq(shipments.orderId, orders.id), carriesTheOrder)),
  )
}
