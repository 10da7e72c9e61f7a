// Coupons as shoppers use them: looked up by code, judged against a subtotal, held by unpaid orders.
import { and, count, eq, gt, ne } from 'drizzle-orm'
import type { ApiCoupon } from '#domain/coupon/responses.ts'
import {
  couponRefusal,
  type CouponTerms,
  couponTermsToApi,
  UNKNOWN_COUPON,
} from '#domain/coupon/rules.ts'
import { UNPAID_ORDER_TTL_MS } from '#domain/order/limits.ts'
import type { Paise } from '#domain/money.ts'
import { couponDiscount } from '#domain/pricing.ts'
import type { DbOrTx } from '../db/client.ts'
import { type Coupon, couponRedemptions, coupons, orders } from '../db/schema/index.ts'
import { badRequest } from '../lib/http-error.ts'

export function toApiCoupon(row: Coupon): ApiCoupon {
  return {
    _id: row.id,
    code: row.code,
    ...couponTermsToApi(row),
    maxUsage: row.maxUsage,
    usageCount: row.usageCount,
    isActive: row.isActive,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  }
}

export const couponTerms = (row: Coupon): CouponTerms => ({ type: row.type, value: row.value })

/** Uses held by unpaid orders still within their time; a hold stops counting at expiry, not at the sweep. */
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
  if (!coupon) throw badRequest(UNKNOWN_COUPON)
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
