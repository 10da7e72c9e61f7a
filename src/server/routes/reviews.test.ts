import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, products } from '../db/schema/index.ts'
import { line, placeOrder, placePaidOrder } from '../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const shop = useCheckoutShop()

async function paidOrder(cookie: string, status: 'confirmed' | 'delivered') {
  const { razorpayOrderId } = await placePaidOrder(shop.t.app, cookie, [
    line(shop.catalogue.cheapCase),
  ])
  await shop.t.db
    .update(orders)
    .set({ status, deliveredAt: status === 'delivered' ? new Date() : null })
    .where(eq(orders.razorpayOrderId, razorpayOrderId))
}

const review = (cookie: string, body: object, id = shop.catalogue.cheapCase.id) =>
  call(shop.t.app, 'POST', `/api/products/${id}/review`, body, { cookie })

describe('POST /api/products/:id/review', () => {
  it('needs a signed-in shopper', async () => {
    expect((await review('', { rating: 5 })).statusCode).toBe(401)
  })

  it('refuses a shopper whose order has not been delivered', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    await paidOrder(cookie, 'confirmed')
    const response = await review(cookie, { rating: 5 })
    expect(response.statusCode).toBe(403)
    expect(response.data.message).toBe('You can only review products from your delivered orders')
  })

  it('refuses a review for a delivered order that was never paid', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const created = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.cheapCase)])
    await shop.t.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.razorpayOrderId, created.data.razorpayOrderId as string))
    const response = await review(cookie, { rating: 5 })
    expect(response.statusCode).toBe(403)
    expect(response.data.message).toBe('You can only review products from your delivered orders')
  })

  it('approves a review of a delivered product once and moves its rating', async () => {
    const before = (
      await shop.t.db.select().from(products).where(eq(products.id, shop.catalogue.cheapCase.id))
    )[0]!
    const { cookie } = await createSignedInUser(shop.t.db, { name: 'Vikram' })
    await paidOrder(cookie, 'delivered')

    const first = await review(cookie, { rating: 1, comment: '  Cracked in a week  ' })
    expect(first.statusCode).toBe(201)
    expect(first.data).toMatchObject({
      message: 'Review submitted successfully!',
      review: { rating: 1, comment: 'Cracked in a week', status: 'approved', userName: 'Vikram' },
    })
    const after = (
      await shop.t.db.select().from(products).where(eq(products.id, shop.catalogue.cheapCase.id))
    )[0]!
    expect(after.reviewCount).toBe(1)
    expect(after.rating).toBe(1)
    expect(before.reviewCount).toBe(12) // the factory's made-up count gives way to real reviews

    const second = await review(cookie, { rating: 5 })
    expect(second.statusCode).toBe(409)
    expect(second.data.message).toBe('You have already reviewed this product')

    const mine = await call(shop.t.app, 'GET', '/api/orders/my-orders', undefined, { cookie })
    const [order] = mine.data.orders as { items: { reviewed: boolean }[] }[]
    expect(order?.items[0]?.reviewed).toBe(true)

    const page = await call(shop.t.app, 'GET', `/api/products/${shop.catalogue.cheapCase.id}`)
    expect(page.data.reviews).toContainEqual(
      expect.objectContaining({ rating: 1, comment: 'Cracked in a week', userName: 'Vikram' }),
    )
  })

  it('checks the rating and the comment length', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    await paidOrder(cookie, 'delivered')
    const missing = await review(cookie, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.data.errors).toContainEqual({
      path: 'rating',
      message: 'Please provide a rating',
    })
    expect((await review(cookie, { rating: 6 })).statusCode).toBe(400)
    expect((await review(cookie, { rating: 4, comment: 'x'.repeat(201) })).statusCode).toBe(400)
  })

  it('answers 404 for a product that does not exist', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    expect((await review(cookie, { rating: 5 }, 'not-a-product')).statusCode).toBe(404)
  })
})
