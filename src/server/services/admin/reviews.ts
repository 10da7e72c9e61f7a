// Reviews for staff to watch over; read-only, since they are approved from delivered orders.
import { and, count, desc, eq, gte, ilike, or, type SQL } from 'drizzle-orm'
import type { AdminReview, AdminReviewsQuery } from '#domain/review.ts'
import type { Db } from '../../db/client.ts'
import { orders, products, reviews, users } from '../../db/schema/index.ts'
import { escapeLike } from '../../lib/escape-like.ts'
import { orderNumberOf } from '../orders/order-views.ts'

export async function adminReviews(db: Db, query: AdminReviewsQuery) {
  const where: SQL[] = [eq(reviews.status, query.status)]
  if (query.rating) where.push(gte(reviews.rating, query.rating))
  if (query.category) where.push(eq(products.category, query.category))
  if (query.search) {
    const term = `%${escapeLike(query.search)}%`
    const match = or(
      ilike(products.name, term),
      ilike(products.brand, term),
      ilike(users.name, term),
      ilike(reviews.comment, term),
      ilike(orders.orderNumber, term),
    )
    if (match) where.push(match)
  }
  const [rows, [totals]] = await Promise.all([
    db
      .select({ review: reviews, product: products, userName: users.name, order: orders })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .where(and(...where))
      .orderBy(desc(reviews.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .where(and(...where)),
  ])
  const list: AdminReview[] = rows.map(({ review, product, userName, order }) => ({
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    status: review.status,
    userName,
    createdAt: review.createdAt.toISOString(),
    productDetails: {
      name: product.name,
      brand: product.brand,
      image: product.image,
      category: product.category,
    },
    orderDetails: {
      orderNumber: orderNumberOf(order),
      status: order.status,
      createdAt: order.createdAt.toISOString(),
    },
  }))
  return { reviews: list, total: totals?.total ?? 0, page: query.page, limit: query.limit }
}
