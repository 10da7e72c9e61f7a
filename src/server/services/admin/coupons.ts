// Coupons as staff manage them. Codes are stored upper-case, so uniqueness ignores case.
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import {
  type AdminCouponsQuery,
  CAP_ON_PERCENTAGE,
  type CouponCreate,
  type CouponUpdate,
  DATES_IN_ORDER,
  datesInOrder,
} from '#domain/coupon/requests.ts'
import { COUPON_NOT_FOUND, DUPLICATE_COUPON } from '#domain/coupon/rules.ts'
import type { Db } from '../../db/client.ts'
import { coupons } from '../../db/schema/index.ts'
import { escapeLike } from '../../lib/escape-like.ts'
import { badRequest, conflict, notFound } from '../../lib/http-error.ts'
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
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      firstOrderOnly: input.firstOrderOnly,
      perCustomerLimit: input.perCustomerLimit,
      categories: input.categories,
      maxDiscount: input.maxDiscount,
      showInCart: input.showInCart,
    })
    .onConflictDoNothing({ target: coupons.code })
    .returning()
  if (!row) throw conflict(DUPLICATE_COUPON)
  return toApiCoupon(row)
}

/** Changes what the update sends and keeps the rest; 400 when the result's rules don't hold together. */
export async function updateCoupon(db: Db, id: string, input: CouponUpdate) {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update')
    if (!stored) throw notFound(COUPON_NOT_FOUND)
    const changed = { ...stored, ...definedOnly(input) }
    if (!datesInOrder(changed)) throw badRequest(DATES_IN_ORDER)
    if (changed.maxDiscount !== null && changed.type !== 'percentage') {
      throw badRequest(CAP_ON_PERCENTAGE)
    }
    const [row] = await tx
      .update(coupons)
      .set({ ...definedOnly(input), updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning()
    if (!row) throw notFound(COUPON_NOT_FOUND)
    return toApiCoupon(row)
  })
}

/** The fields an update sends; one left out keeps its value. */
const definedOnly = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }

export async function deleteCoupon(db: Db, id: string) {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id })
  if (!row) throw notFound(COUPON_NOT_FOUND)
}
