// A product's rating and review count are always what its approved reviews say, computed here only.
import { and, avg, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { products, reviews } from '../db/schema/index.ts'

/** Recomputes each product's rating (the approved reviews' average, to one decimal) and count. */
export async function refreshProductRatings(db: Db, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return
  const totals = await db
    .select({ productId: reviews.productId, average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), eq(reviews.status, 'approved')))
    .groupBy(reviews.productId)
  const byProduct = new Map(totals.map((t) => [t.productId, t]))
  const updatedAt = new Date()
  for (const productId of new Set(productIds)) {
    const row = byProduct.get(productId)
    await db
      .update(products)
      .set({
        rating: Math.round(Number(row?.average ?? 0) * 10) / 10,
        reviewCount: row?.total ?? 0,
        updatedAt,
      })
      .where(eq(products.id, productId))
  }
}
