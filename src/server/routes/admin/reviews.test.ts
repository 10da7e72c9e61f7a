import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import {
  checkoutResult,
  insertCheckoutProducts,
  line,
  placeOrder,
} from '../../testing/checkout-fixtures.ts'
import { call } from '../../testing/http.ts'
import { startRazorpayStub, STUB_KEY_SECRET } from '../../testing/razorpay-stub.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let stub: Awaited<ReturnType<typeof startRazorpayStub>>
let admin: string
let catalogue: Awaited<ReturnType<typeof insertCheckoutProducts>>

beforeAll(async () => {
  stub = await startRazorpayStub()
  t = await createTestApp(stub.env)
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
  catalogue = await insertCheckoutProducts(t.db)
})
afterAll(async () => {
  await t.close()
  await stub.close()
})

async function reviewAfterDelivery(name: string, product: typeof catalogue.glass, rating: number) {
  const shopper = await createSignedInUser(t.db, { name })
  const created = await placeOrder(t.app, shopper.cookie, [line(product)])
  const razorpayOrderId = created.data.razorpayOrderId as string
  await call(
    t.app,
    'POST',
    '/api/orders/verify-payment',
    checkoutResult(STUB_KEY_SECRET, razorpayOrderId),
    { cookie: shopper.cookie },
  )
  await t.db
    .update(orders)
    .set({ status: 'delivered' })
    .where(eq(orders.razorpayOrderId, razorpayOrderId))
  await call(
    t.app,
    'POST',
    `/api/products/${product.id}/review`,
    { rating, comment: `${name} says hi` },
    { cookie: shopper.cookie },
  )
  return created.data.orderNumber as string
}

describe('GET /api/admin/reviews', () => {
  it('lists approved reviews with product and order details, filtered by rating and category', async () => {
    const orderNumber = await reviewAfterDelivery('Lata', catalogue.glass, 5)
    await reviewAfterDelivery('Manoj', catalogue.cheapCase, 2)

    const all = await call(t.app, 'GET', '/api/admin/reviews', undefined, { cookie: admin })
    expect(all.data.total).toBe(2)
    const fivePlus = await call(
      t.app,
      'GET',
      '/api/admin/reviews?rating=4&category=tempered-glass',
      undefined,
      { cookie: admin },
    )
    expect(fivePlus.data.reviews).toEqual([
      expect.objectContaining({
        rating: 5,
        status: 'approved',
        userName: 'Lata',
        comment: 'Lata says hi',
        productDetails: expect.objectContaining({
          name: 'Clear Glass',
          category: 'tempered-glass',
        }),
        orderDetails: expect.objectContaining({ orderNumber, status: 'delivered' }),
      }),
    ])
    const search = await call(t.app, 'GET', '/api/admin/reviews?search=manoj', undefined, {
      cookie: admin,
    })
    expect(search.data.total).toBe(1)
    const pending = await call(t.app, 'GET', '/api/admin/reviews?status=pending', undefined, {
      cookie: admin,
    })
    expect(pending.data.total).toBe(0)
  })
})
