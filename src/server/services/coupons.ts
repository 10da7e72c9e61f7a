// Coupons as shoppers use them: looked up by code, judged against a subtotal, and each use through
// its life: held by a checkout attempt, redeemed when it is placed, released when it is let go or
// cancelled, taken again by a payment that lands late. Every change to a use is written here.
import type { z } from 'zod'
import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import type { ApiCouponSchema } from '#domain/coupon/responses.ts'
import { couponRefusal, type CouponTerms, UNKNOWN_COUPON } from '#domain/coupon/rules.ts'
import { UNPAID_ORDER_TTL_MS } from '#domain/order/limits.ts'
import type { Paise } from '#domain/money.ts'
import { couponDiscount } from '#domain/pricing.ts'
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
  }
}

export const couponTerms = (row: Coupon): CouponTerms => ({ type: row.type, value: row.value })

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

/**
 * The coupon and what it takes off this subtotal, or a 400 saying why not. Inside a transaction,
 * `lock` takes the coupon's row so concurrent checkouts count its uses one at a time. The
 * shopper's own hold doesn't count against them, since their next checkout replaces it.
 */
export async function applicableCoupon(
  db: DbOrTx,
  code: string,
  subtotal: Paise,
  options: { lock?: boolean; shopperId?: string } = {},
): Promise<{ coupon: Coupon; discount: Paise }> {
  const query = db.select().from(coupons).where(eq(coupons.code, code))
  const [coupon] = await (options.lock ? query.for('update') : query)
  // An inactive coupon answers as an unknown code, without the extra look at its holds.
  if (!coupon?.isActive) throw badRequest(UNKNOWN_COUPON)
  const refusal = couponRefusal(
    {
      ...couponTerms(coupon),
      ...coupon,
      uses: coupon.usageCount + (await heldUses(db, coupon.id, options.shopperId)),
    },
    subtotal,
  )
  if (refusal) throw badRequest(refusal)
  return { coupon, discount: couponDiscount(couponTerms(coupon), subtotal) }
}

/** The attempt's use of the coupon, held until it is placed or let go. */
export async function holdCoupon(
  tx: DbOrTx,
  use: { couponId: string; orderId: string; userId: string },
): Promise<void> {
  await tx.insert(couponRedemptions).values(use)
}

/**
 * Counts the attempt's held coupon use for good as it is placed, if the coupon has a use left:
 * the count is judged under the coupon's row lock here, whatever checkout judged, so no two
 * payments landing at once take a coupon past its limit. True when counted, or when the attempt
 * holds no use. Coupon before stock: checkout takes the coupon's row before its variants', and so
 * does every caller.
 */
export async function redeemCoupon(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [use] = await tx
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'held')))
  if (!use) return true
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
  if (!counted) return false
  await tx
    .update(couponRedemptions)
    .set({ status: 'redeemed' })
    .where(eq(couponRedemptions.id, use.id))
  return true
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
  // Every other live hold counts, the shopper's own too: their attempts may all be paid.
  const uses = coupon.usageCount + (await heldUses(tx, coupon.id))
  if (couponRefusal({ ...couponTerms(coupon), ...coupon, uses }, attempt.subtotal)) return false
  await tx.update(couponRedemptions).set({ status: 'held' }).where(eq(couponRedemptions.id, use.id))
  return true
}
