// Coupons as staff manage them. Codes are stored upper-case, so uniqueness ignores case.
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { AdminCouponsQuery, CouponCreate, CouponUpdate } from '#domain/coupon/requests.ts'
import { COUPON_NOT_FOUND, DUPLICATE_COUPON } from '#domain/coupon/rules.ts'
import type { Db } from '../../db/client.ts'
import { coupons } from '../../db/schema/index.ts'
import { escapeLike } from '../../lib/escape-like.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import { toApiCoupon } from '../coupons.ts'

export async function adminCoupons(db: Db, query: AdminCouponsQuery) {
  const where: SQL[] = []
  if (query.type) where.push(eq(coupons.type, query.type))
  if (query.status) where.push(eq(coupons.isActive, query.status === 'active'))
  if (query.search) {
    const term = `%${escapeLike(query.search)}%`
    const match = or(ilike(coupons.code, term), ilike(coupons.description, term))
    if (match) where.push(match)
  }
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(and(...where))
      .orderBy(desc(coupons.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(coupons)
      .where(and(...where)),
  ])
  return {
    coupons: rows.map(toApiCoupon),
    total: totals?.total ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

export async function couponStats(db: Db) {
  const [row] = await db
    .select({
      totalCoupons: count(),
      activeCoupons: count(sql`case when ${coupons.isActive} then 1 end`),
    })
    .from(coupons)
  const total = row?.totalCoupons ?? 0
  const active = row?.activeCoupons ?? 0
  return { totalCoupons: total, activeCoupons: active, inactiveCoupons: total - active }
}

export async function createCoupon(db: Db, input: CouponCreate) {
  const [row] = await db
    .insert(coupons)
    .values({
      code: input.code,
      type: input.type,
      value: input.value,
      minCartValue: input.minCartValue,
      maxUsage: input.maxUsage,
      description: input.description,
    })
    .onConflictDoNothing({ target: coupons.code })
    .returning()
  if (!row) throw conflict(DUPLICATE_COUPON)
  return toApiCoupon(row)
}

export async function updateCoupon(db: Db, id: string, input: CouponUpdate) {
  const [row] = await db
    .update(coupons)
    .set({
      ...(input.isActive !== undefined && { isActive: input.isActive }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.maxUsage !== undefined && { maxUsage: input.maxUsage }),
      updatedAt: new Date(),
    })
    .where(eq(coupons.id, id))
    .returning()
  if (!row) throw notFound(COUPON_NOT_FOUND)
  return toApiCoupon(row)
}

export async function deleteCoupon(db: Db, id: string) {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id })
  if (!row) throw notFound(COUPON_NOT_FOUND)
}
