// Reviews come only from paid, delivered orders, once per product and order, and move the product's rating.
import { and, desc, eq, notExists } from 'drizzle-orm'
import { ALREADY_REVIEWED, type ReviewInput } from '#domain/review.ts'
import type { Db } from '../db/client.ts'
import { orderItems, orders, reviews } from '../db/schema/index.ts'
import { conflict, forbidden } from '../lib/http-error.ts'
import { refreshProductRatings } from './product-ratings.ts'

export async function submitReview(db: Db, userId: string, productId: string, input: ReviewInput) {
  return db.transaction(async (tx) => {
    const delivered = and(
      eq(orders.userId, userId),
      eq(orders.status, 'delivered'),
      eq(orders.paymentStatus, 'paid'),
      eq(orderItems.productId, productId),
      ...(input.orderId ? [eq(orders.id, input.orderId)] : []),
    )
    const candidates = tx
      .select({ orderId: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    const [open] = await candidates
      .where(
        and(
          delivered,
          notExists(
            tx
              .select({ id: reviews.id })
              .from(reviews)
              .where(and(eq(reviews.orderId, orders.id), eq(reviews.productId, productId))),
          ),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1)
    if (!open) {
      const [any] = await candidates.where(delivered).limit(1)
      if (any) throw conflict(ALREADY_REVIEWED)
      throw forbidden('You can only review products from your delivered orders')
    }
    const [review] = await tx
      .insert(reviews)
      .values({
        productId,
        userId,
        orderId: open.orderId,
        rating: input.rating,
        comment: input.comment || null,
        status: 'approved',
      })
      .onConflictDoNothing()
      .returning()
    if (!review) throw conflict(ALREADY_REVIEWED)

    await refreshProductRatings(tx, [productId])
    return review
  })
}
