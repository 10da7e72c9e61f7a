// Coupons as shoppers use them: looked up by code, judged against a subtotal, and each use through
// its life: held by a checkout attempt, redeemed when it is placed, released when it is let go or
// cancelled, taken again by a payment that lands late. Every change to a use is written here.
import type { z } from 'zod'
import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm'
import { istDate } from '#domain/business-days.ts'
import type { ApiCouponSchema, CouponOfferSchema } from '#domain/coupon/responses.ts'
import {
  categoryList,
  type CouponCart,
  couponRefusal,
  type CouponShopper,
  type CouponState,
  type CouponTerms,
  UNKNOWN_COUPON,
} from '#domain/coupon/rules.ts'
import type { PaymentReturnReason } from '#domain/order/checkout-attempt.ts'
import { UNPAID_ORDER_TTL_MS } from '#domain/order/limits.ts'
import type { Paise } from '#domain/money.ts'
import { couponDiscount, coveredAmount, type PricedLine, subtotalOf } from '#domain/pricing.ts'
import type { DbOrTx } from '../db/client.ts'
import { type Coupon, couponRedemptions, coupons, orders } from '../db/schema/index.ts'
import { badRequest } from '../lib/http-error.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
type ApiCoupon = z.output<typeof ApiCouponSchema>

export function toApiCoupon(row: Coupon): ApiCoupon {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    minCartValue: row.minCartValue,
    maxUsage: row.maxUsage,
    usageCount: row.usageCount,
    isActive: row.isActive,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    firstOrderOnly: row.firstOrderOnly,
    perCustomerLimit: row.perCustomerLimit,
    categories: row.categories,
    maxDiscount: row.maxDiscount,
    showInCart: row.showInCart,
  }
}

export const couponTerms = (row: Coupon): CouponTerms => ({
  type: row.type,
  value: row.value,
  maxDiscount: row.maxDiscount,
  categories: row.categories,
})

const couponState = (row: Coupon, uses: number): CouponState => ({
  ...row,
  ...couponTerms(row),
  uses,
})

/** Whether judging the coupon needs the shopper's history with it. */
const asksAboutShopper = (row: Coupon) => row.firstOrderOnly || row.perCustomerLimit !== null

/**
 * The shopper's history with each of the coupons, leaving out the order being judged: their orders
 * that used it, and their placed orders not cancelled (a cancelled one gave its coupon use back).
 * Two queries however many coupons are asked about.
 */
async function shopperHistories(
  db: DbOrTx,
  couponIds: string[],
  userId: string,
  exceptOrderId?: string,
): Promise<Map<string, CouponShopper>> {
  if (couponIds.length === 0) return new Map()
  const other = (column: typeof orders.id | typeof couponRedemptions.orderId) =>
    exceptOrderId ? ne(column, exceptOrderId) : undefined
  const [used, [placed]] = await Promise.all([
    db
      .select({ couponId: couponRedemptions.couponId, n: count() })
      .from(couponRedemptions)
      .where(
        and(
          inArray(couponRedemptions.couponId, couponIds),
          eq(couponRedemptions.userId, userId),
          eq(couponRedemptions.status, 'redeemed'),
          other(couponRedemptions.orderId),
        ),
      )
      .groupBy(couponRedemptions.couponId),
    db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          isNotNull(orders.placedAt),
          ne(orders.status, 'cancelled'),
          other(orders.id),
        ),
      ),
  ])
  const uses = new Map(used.map((row) => [row.couponId, row.n]))
  return new Map(couponIds.map((id) => [id, { uses: uses.get(id) ?? 0, orders: placed?.n ?? 0 }]))
}

async function shopperHistory(
  db: DbOrTx,
  couponId: string,
  userId: string,
  exceptOrderId?: string,
): Promise<CouponShopper> {
  const histories = await shopperHistories(db, [couponId], userId, exceptOrderId)
  return histories.get(couponId) ?? { uses: 0, orders: 0 }
}

/** Uses held by attempts still within their time; a hold stops counting at expiry, not at the sweep. */
async function heldUses(db: DbOrTx, couponId: string, exceptUserId?: string): Promise<number> {
  const [row] = await db
    .select({ held: count() })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.status, 'held'),
        eq(orders.paymentStatus, 'pending'),
        gt(orders.createdAt, new Date(Date.now() - UNPAID_ORDER_TTL_MS)),
        exceptUserId ? ne(couponRedemptions.userId, exceptUserId) : undefined,
      ),
    )
  return row?.held ?? 0
}

/** A cart as the coupon sees it: its lines priced by the shop, or only the subtotal a client sent. */
export type CouponBasket = { lines: PricedLine[] } | { subtotal: Paise }

function basketCart(coupon: Coupon, basket: CouponBasket): CouponCart {
  if ('lines' in basket) {
    const { lines } = basket
    return { subtotal: subtotalOf(lines), covered: coveredAmount(lines, couponTerms(coupon)) }
  }
  if (coupon.categories.length > 0) {
    throw badRequest(
      `This coupon applies to ${categoryList(coupon.categories)} only: send the cart's items to see what it takes off`,
    )
  }
  return { subtotal: basket.subtotal, covered: basket.subtotal }
}

/**
 * The coupon and what it takes off this cart, today, or a 400 saying why not. Inside a
 * transaction, `lock` takes the coupon's row so concurrent checkouts count its uses one at a time.
 * The shopper's own hold doesn't count against them, since their next checkout replaces it; a
 * shopper not signed in is judged on first orders and their own uses at checkout.
 */
export async function applicableCoupon(
  db: DbOrTx,
  code: string,
  basket: CouponBasket,
  options: { lock?: boolean; shopperId?: string; now?: Date } = {},
): Promise<{ coupon: Coupon; discount: Paise }> {
  const query = db.select().from(coupons).where(eq(coupons.code, code))
  const [coupon] = await (options.lock ? query.for('update') : query)
  // An inactive coupon answers as an unknown code, without the extra look at its holds.
  if (!coupon?.isActive) throw badRequest(UNKNOWN_COUPON)
  const cart = basketCart(coupon, basket)
  const [held, shopper] = await Promise.all([
    heldUses(db, coupon.id, options.shopperId),
    options.shopperId && asksAboutShopper(coupon)
      ? shopperHistory(db, coupon.id, options.shopperId)
      : null,
  ])
  const today = istDate(options.now ?? new Date())
  const refusal = couponRefusal(couponState(coupon, coupon.usageCount + held), cart, today, shopper)
  if (refusal) throw badRequest(refusal)
  return { coupon, discount: couponDiscount(couponTerms(coupon), cart.covered) }
}

/**
 * Whether the shopper may still count this use of the coupon, judged under its row lock: a
 * first-order coupon while they have no other order, a limited one while they have uses left.
 */
async function shopperMayUse(
  tx: DbOrTx,
  coupon: Coupon,
  use: { userId: string; orderId: string },
): Promise<boolean> {
  if (!asksAboutShopper(coupon)) return true
  const history = await shopperHistory(tx, coupon.id, use.userId, use.orderId)
  if (coupon.firstOrderOnly && history.orders > 0) return false
  return coupon.perCustomerLimit === null || history.uses < coupon.perCustomerLimit
}

/** The attempt's use of the coupon, held until it is placed or let go. */
export async function holdCoupon(
  tx: DbOrTx,
  use: { couponId: string; orderId: string; userId: string },
): Promise<void> {
  await tx.insert(couponRedemptions).values(use)
}

/**
 * Counts the attempt's held coupon use for good as it is placed, if the coupon has a use left and
 * the shopper may still use it: judged under the coupon's row lock here, whatever checkout
 * judged, so no two payments landing at once take a coupon past its limit or a first-order
 * coupon onto a second order. Null when counted, or when the attempt holds no use; else why not.
 * Coupon before stock: checkout takes the coupon's row before its variants', and so does every
 * caller.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  orderId: string,
): Promise<Extract<PaymentReturnReason, `coupon_${string}`> | null> {
  const [use] = await tx
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'held')))
  if (!use) return null
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, use.couponId)).for('update')
  if (!coupon) return 'coupon_used_up'
  if (!(await shopperMayUse(tx, coupon, use))) return 'coupon_spent_by_shopper'
  const [counted] = await tx
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(
      and(
        eq(coupons.id, use.couponId),
        sql`(${coupons.maxUsage} is null or ${coupons.usageCount} < ${coupons.maxUsage})`,
      ),
    )
    .returning({ id: coupons.id })
  if (!counted) return 'coupon_used_up'
  await tx
    .update(couponRedemptions)
    .set({ status: 'redeemed' })
    .where(eq(couponRedemptions.id, use.id))
  return null
}

/** The most offers the cart lists. */
const MAX_OFFERS = 10

/**
 * The coupons staff show in the cart that the shopper may use today, ending soonest first. Each
 * is judged as if the cart met its minimum and held what it covers: the cart says how far it is.
 */
export async function couponOffers(
  db: DbOrTx,
  shopperId: string | undefined,
  now = new Date(),
): Promise<z.output<typeof CouponOfferSchema>[]> {
  const today = istDate(now)
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.showInCart, true),
        eq(coupons.isActive, true),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, today)),
        or(isNull(coupons.validUntil), gte(coupons.validUntil, today)),
        or(isNull(coupons.maxUsage), lt(coupons.usageCount, coupons.maxUsage)),
      ),
    )
    .orderBy(
      sql`${coupons.validUntil} asc nulls last`,
      asc(coupons.minCartValue),
      asc(coupons.code),
    )
    .limit(MAX_OFFERS)
  const histories = shopperId
    ? await shopperHistories(
        db,
        rows.filter(asksAboutShopper).map((row) => row.id),
        shopperId,
      )
    : new Map<string, CouponShopper>()
  return rows
    .filter((row) => {
      const cart = { subtotal: row.minCartValue, covered: 1 }
      const shopper = histories.get(row.id) ?? null
      return couponRefusal(couponState(row, row.usageCount), cart, today, shopper) === null
    })
    .map((row) => ({
      code: row.code,
      type: row.type,
      value: row.value,
      minCartValue: row.minCartValue,
      maxDiscount: row.maxDiscount,
      categories: row.categories,
      description: row.description,
      validUntil: row.validUntil,
      firstOrderOnly: row.firstOrderOnly,
    }))
}

/** Lets go of the uses attempts held, when they are let go. */
export async function releaseCouponHolds(tx: DbOrTx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return
  await tx
    .update(couponRedemptions)
    .set({ status: 'released' })
    .where(and(inArray(couponRedemptions.orderId, orderIds), eq(couponRedemptions.status, 'held')))
}

/** Gives back the use a cancelled order had counted, so another shopper may have it. */
export async function returnCouponUse(tx: DbOrTx, orderId: string): Promise<void> {
  const [released] = await tx
    .update(couponRedemptions)
    .set({ status: 'released' })
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'redeemed')))
    .returning({ couponId: couponRedemptions.couponId })
  if (released) {
    await tx
      .update(coupons)
      .set({ usageCount: sql`greatest(${coupons.usageCount} - 1, 0)` })
      .where(eq(coupons.id, released.couponId))
  }
}

/**
 * For a payment that lands after its attempt was let go: holds its coupon use again if the coupon
 * still allows it (active, and a use left beside what others hold), under the coupon's lock.
 * True when it did, or the attempt had no coupon.
 */
export async function holdCouponAgain(
  tx: DbOrTx,
  attempt: { id: string; subtotal: Paise },
): Promise<boolean> {
  const [use] = await tx
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderId, attempt.id))
  if (!use) return true
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, use.couponId)).for('update')
  if (!coupon) return false
  // Every other live hold counts, the shopper's own too: their attempts may all be paid. The
  // shopper's history is judged as the use is counted, at redeemCoupon; its dates were judged
  // when they paid, so a coupon that ended since is still theirs.
  const uses = coupon.usageCount + (await heldUses(tx, coupon.id))
  const cart = { subtotal: attempt.subtotal, covered: attempt.subtotal }
  const open = { ...couponState(coupon, uses), validFrom: null, validUntil: null, categories: [] }
  if (couponRefusal(open, cart, istDate(new Date()))) return false
  await tx.update(couponRedemptions).set({ status: 'held' }).where(eq(couponRedemptions.id, use.id))
  return true
}
