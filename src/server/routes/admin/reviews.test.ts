import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import { checkoutResult, line, placeOrder } from '../../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../../testing/checkout-shop.ts'
import { call } from '../../testing/http.ts'
import { STUB_KEY_SECRET } from '../../testing/razorpay-stub.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

const shop = useCheckoutShop()
let admin: string
beforeAll(async () => {
  admin = (await createSignedInUser(shop.t.db, { isAdmin: true })).cookie
})

async function reviewAfterDelivery(
  name: string,
  product: typeof shop.catalogue.glass,
  rating: number,
) {
  const shopper = await createSignedInUser(shop.t.db, { name })
  const created = await placeOrder(shop.t.app, shopper.cookie, [line(product)])
  const razorpayOrderId = created.data.razorpayOrderId as string
  const paid = await call(
    shop.t.app,
    'POST',
    '/api/orders/verify-payment',
    checkoutResult(STUB_KEY_SECRET, razorpayOrderId),
    { cookie: shopper.cookie },
  )
  await shop.t.db
    .update(orders)
    .set({ status: 'delivered' })
    .where(eq(orders.razorpayOrderId, razorpayOrderId))
  await call(
    shop.t.app,
    'POST',
    `/api/products/${product.id}/review`,
    { rating, comment: `${name} says hi` },
    { cookie: shopper.cookie },
  )
  return (paid.data.order as { orderNumber: string }).orderNumber
}

describe('GET /api/admin/reviews', () => {
  it('lists approved reviews with product and order details, filtered by rating and category', async () => {
    const orderNumber = await reviewAfterDelivery('Lata', shop.catalogue.glass, 5)
    await reviewAfterDelivery('Manoj', shop.catalogue.cheapCase, 2)

    const all = await call(shop.t.app, 'GET', '/api/admin/reviews', undefined, { cookie: admin })
    expect(all.data.total).toBe(2)
    const fivePlus = await call(
      shop.t.app,
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
    const search = await call(shop.t.app, 'GET', '/api/admin/reviews?search=manoj', undefined, {
      cookie: admin,
    })
    expect(search.data.total).toBe(1)
    const pending = await call(shop.t.app, 'GET', '/api/admin/reviews?status=pending', undefined, {
      cookie: admin,
    })
    expect(pending.data.total).toBe(0)
  })
})
