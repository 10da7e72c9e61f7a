// Coupons as shoppers use them: looked up by code, judged against a subtotal, held by unpaid orders.
import { and, count, eq } from 'drizzle-orm'
import { couponRefusal, UNKNOWN_COUPON } from '#domain/coupons.ts'
import { type Paise, paiseToRupees } from '#domain/money.ts'
import { couponDiscount, type CouponTerms } from '#domain/pricing.ts'
import type { ApiCoupon } from '#domain/schemas/order.ts'
import type { Db } from '../db/client.ts'
import { type Coupon, couponRedemptions, coupons } from '../db/schema/index.ts'
import { badRequest } from '../lib/http-error.ts'

export function toApiCoupon(row: Coupon): ApiCoupon {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value: row.type === 'flat' ? paiseToRupees(row.value) : row.value,
    minCartValue: paiseToRupees(row.minCartValue),
    maxUsage: row.maxUsage,
    usageCount: row.usageCount,
    isActive: row.isActive,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  }
}

export const couponTerms = (row: Coupon): CouponTerms => ({ type: row.type, value: row.value })

async function heldUses(db: Db, couponId: string): Promise<number> {
  const [row] = await db
    .select({ held: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.status, 'held')))
  return row?.held ?? 0
}

/**
 * The coupon and what it takes off this subtotal, or a 400 saying why not. Inside a transaction,
 * `lock` takes the coupon's row so concurrent checkouts count its uses one at a time.
 */
export async function applicableCoupon(
  db: Db,
  code: string,
  subtotal: Paise,
  options: { lock?: boolean } = {},
): Promise<{ coupon: Coupon; discount: Paise }> {
  const query = db.select().from(coupons).where(eq(coupons.code, code))
  const [coupon] = await (options.lock ? query.for('update') : query)
  if (!coupon) throw badRequest(UNKNOWN_COUPON)
  const refusal = couponRefusal(
    {
      ...couponTerms(coupon),
      ...coupon,
      uses: coupon.usageCount + (await heldUses(db, coupon.id)),
    },
    subtotal,
  )
  if (refusal) throw badRequest(refusal)
  return { coupon, discount: couponDiscount(couponTerms(coupon), subtotal) }
}
