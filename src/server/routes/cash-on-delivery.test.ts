import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  couponRedemptions,
  coupons,
  mailOutbox,
  orders,
  type Product,
  productVariants,
  stockMovements,
  users,
} from '../db/schema/index.ts'
import { expireAttempts } from '../services/orders/checkout-attempts.ts'
import {
  ADDRESS,
  insertCoupon,
  insertStockedProduct,
  line,
  placeOrder,
} from '../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { createSignedInUser } from '../testing/user-factory.ts'
import { TEST_ORIGIN } from '../testing/test-app.ts'
import { cancelUnconfirmed } from '../services/orders/lifecycle.ts'

const shop = useCheckoutShop()
const db = () => shop.t.db

function placeCod(
  cookie: string,
  items: ReturnType<typeof line>[],
  extra: { couponCode?: string; pincode?: string; state?: string } = {},
) {
  return call(
    shop.t.app,
    'POST',
    '/api/orders/create-order',
    {
      items,
      shippingAddress: {
        ...ADDRESS,
        ...(extra.pincode && { pincode: extra.pincode }),
        ...(extra.state && { state: extra.state }),
      },
      couponCode: extra.couponCode ?? null,
      paymentMethod: 'cod',
    },
    { cookie },
  )
}

async function admin() {
  return (await createSignedInUser(db(), { isAdmin: true })).cookie
}

const confirm = (cookie: string, id: string) =>
  call(shop.t.app, 'POST', `/api/orders/${id}/confirm`, undefined, { cookie })

/** Staff move the order; a dispatch names its tracking number, as it must. */
const move = (cookie: string, id: string, status: string) =>
  call(
    shop.t.app,
    'PUT',
    `/api/orders/admin/${id}/status`,
    { status, ...(status === 'dispatched' && { trackingNumber: '70512345678' }) },
    { cookie },
  )

async function orderRow(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id))
  return row
}

async function variantRow(id: string) {
  const [row] = await db().select().from(productVariants).where(eq(productVariants.id, id))
  return row
}

const kinds = async (orderId: string) =>
  (
    await db()
      .select({ kind: stockMovements.kind })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, orderId))
  ).map((m) => m.kind)

describe('cash on delivery', () => {
  it('is offered through checkout options, with the fee and limit the config sets', async () => {
    const options = await call(shop.t.app, 'GET', '/api/orders/checkout-options')
    expect(options.data).toEqual({ cod: { fee: 49, maxOrderValue: 5000 } })
  })

  it('places the order without the gateway, packs it once its shopper confirms it, and the courier collects on delivery', async () => {
    const { product, variant } = await insertStockedProduct(db(), 5)
    const { cookie, user } = await createSignedInUser(db())
    const gatewayOrders = shop.stub.orders.length

    const placed = await placeCod(cookie, [line(product as Product, 2)])
    expect(placed.statusCode).toBe(201)
    // Two cases at ₹590 ship free; the ₹49 fee is its own line.
    expect(placed.data).toMatchObject({
      paymentMethod: 'cod',
      amount: 1229_00,
      orderCalculation: { subtotal: 1180, shipping: 0, codFee: 49, total: 1229 },
    })
    expect(placed.data).not.toHaveProperty('razorpayOrderId')
    expect(shop.stub.orders.length).toBe(gatewayOrders)
    const id = placed.data.orderId as string
    expect(await orderRow(id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      codFee: 49_00,
      total: 1229_00,
      razorpayOrderId: null,
    })
    expect(await variantRow(variant.id)).toMatchObject({ stock: 5, reserved: 2 })
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email))
    expect(mail.map((m) => m.subject)).toEqual([
      `Order ${placed.data.orderNumber as string} placed: please confirm it`,
    ])
    expect(mail[0]?.text).toContain(
      'Confirm your order: http://localhost:3000/dashboard?tab=orders',
    )
    expect(mail[0]?.text).toContain('Cash on delivery fee: ₹49.00')
    expect(mail[0]?.text).toContain('To pay on delivery: ₹1,229.00')

    const mine = await call(shop.t.app, 'GET', '/api/orders/my-orders', undefined, { cookie })
    expect(mine.data.orders).toMatchObject([
      { _id: id, paymentMethod: 'cod', paymentStatus: 'pending', codFee: 49 },
    ])

    const staff = await admin()
    const early = await move(staff, id, 'packed')
    expect(early.statusCode).toBe(409)
    expect(early.data.message).toBe("An order can't go from pending to packed")
    const confirmed = await confirm(cookie, id)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.data).toMatchObject({
      message: 'Order confirmed. We will pack it now.',
      order: { status: 'confirmed', paymentStatus: 'pending' },
    })
    for (const status of ['packed', 'dispatched']) {
      const moved = await move(staff, id, status)
      expect(moved.statusCode).toBe(200)
      expect(moved.data.order).toMatchObject({ status, paymentStatus: 'pending' })
    }
    const delivered = await move(staff, id, 'delivered')
    expect(delivered.data.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' })
    expect((await orderRow(id))?.paidAt).toBeInstanceOf(Date)
    expect(await variantRow(variant.id)).toMatchObject({ stock: 3, reserved: 0 })
    expect(await kinds(id)).toEqual(expect.arrayContaining(['reservation', 'sale']))
    const [shopper] = await db().select().from(users).where(eq(users.id, user.id))
    expect(shopper?.totalSpent).toBe(1229_00)
    const me = await call(shop.t.app, 'GET', '/api/auth/me', undefined, { cookie })
    expect(me.data.user).toMatchObject({ totalSpent: 1229, membershipTier: 'Silver' })
  })

  it("is refused where the pincode doesn't allow it and over the order limit", async () => {
    const { cookie, user } = await createSignedInUser(db())
    const lakshadweep = await placeCod(cookie, [line(shop.catalogue.glass)], {
      pincode: '682555',
      state: 'Lakshadweep',
    })
    expect(lakshadweep.statusCode).toBe(400)
    expect(lakshadweep.data.message).toBe("Cash on delivery isn't available for pincode 682555")

    // Two chargers at ₹3,893 come to ₹7,786.
    const tooMuch = await placeCod(cookie, [line(shop.catalogue.charger, 2)])
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.data.message).toBe('Cash on delivery is available for orders up to ₹5,000')
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toEqual([])
  })

  it('is left alone by the expiry sweep and by the shopper’s next checkout', async () => {
    const { product, variant } = await insertStockedProduct(db(), 4)
    const { cookie } = await createSignedInUser(db())
    const placed = await placeCod(cookie, [line(product as Product, 1)])
    const id = placed.data.orderId as string

    await expireAttempts(db(), new Date(Date.now() + 24 * 60 * 60 * 1000))
    const online = await placeOrder(shop.t.app, cookie, [line(product as Product, 1)])
    expect(online.statusCode).toBe(201)

    expect(await orderRow(id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' })
    expect(await variantRow(variant.id)).toMatchObject({ stock: 4, reserved: 2 })
    expect(await kinds(id)).toEqual(['reservation'])
  })

  it('lets go of its stock and its coupon use when staff cancel it before delivery', async () => {
    const { product, variant } = await insertStockedProduct(db(), 4)
    const coupon = await insertCoupon(db(), { maxUsage: 1 })
    const { cookie } = await createSignedInUser(db())
    const placed = await placeCod(cookie, [line(product as Product, 2)], {
      couponCode: coupon.code,
    })
    expect(placed.statusCode).toBe(201)
    const id = placed.data.orderId as string
    const used = async () =>
      (await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0]?.usageCount
    expect(await used()).toBe(1)

    const staff = await admin()
    await move(staff, id, 'confirmed')
    await move(staff, id, 'packed')
    const cancelled = await move(staff, id, 'cancelled')
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.data.order).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' })
    expect(await variantRow(variant.id)).toMatchObject({ stock: 4, reserved: 0 })
    expect(await used()).toBe(0)
    const [redemption] = await db()
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, id))
    expect(redemption?.status).toBe('released')

    // The use given back can be had by someone else.
    const other = await createSignedInUser(db())
    const again = await placeCod(other.cookie, [line(product as Product, 1)], {
      couponCode: coupon.code,
    })
    expect(again.statusCode).toBe(201)
  })

  it('sells the last 3 units to exactly 3 of 20 shoppers ordering at once', async () => {
    const { product, variant } = await insertStockedProduct(db(), 3)
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser(db())))
    const outcomes = await Promise.all(
      shoppers.map(
        async ({ cookie }) => (await placeCod(cookie, [line(product as Product)])).statusCode,
      ),
    )
    expect(outcomes.filter((s) => s === 201)).toHaveLength(3)
    expect(outcomes.filter((s) => s === 409)).toHaveLength(17)
    expect(await variantRow(variant.id)).toMatchObject({ stock: 3, reserved: 3 })
  }, 60_000)

  it('is confirmed only by its own shopper, once', async () => {
    const { product } = await insertStockedProduct(db(), 2)
    const { cookie } = await createSignedInUser(db())
    const id = (await placeCod(cookie, [line(product as Product)])).data.orderId as string
    const other = await createSignedInUser(db())
    expect((await confirm(other.cookie, id)).statusCode).toBe(404)
    expect((await confirm('', id)).statusCode).toBe(401)
    expect((await confirm(cookie, id)).statusCode).toBe(200)
    const twice = await confirm(cookie, id)
    expect(twice.statusCode).toBe(409)
    expect(twice.data.message).toBe('This order needs no confirmation')
    const online = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    expect((await confirm(cookie, online.data.orderId as string)).statusCode).toBe(404)
  })

  it('is cancelled, its units back on sale and its shopper told, when not confirmed within 48 hours', async () => {
    const { product, variant } = await insertStockedProduct(db(), 2)
    const { cookie, user } = await createSignedInUser(db())
    const waiting = (await placeCod(cookie, [line(product as Product)])).data.orderId as string
    const kept = (await placeCod(cookie, [line(product as Product)])).data.orderId as string
    await confirm(cookie, kept)
    const refunding = { db: db(), payments: shop.t.app.payments, log: shop.t.app.log }
    const shopCtx = { ...refunding, publicUrl: TEST_ORIGIN }
    expect(await cancelUnconfirmed(shopCtx, new Date(Date.now() + 47 * 3600_000))).toBe(0)
    // Others' orders in this file are as overdue by then.
    expect(await cancelUnconfirmed(shopCtx, new Date(Date.now() + 49 * 3600_000))).toBeGreaterThan(
      0,
    )
    expect(await orderRow(waiting)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' })
    expect(await orderRow(kept)).toMatchObject({ status: 'confirmed' })
    expect(await variantRow(variant.id)).toMatchObject({ stock: 2, reserved: 1 })
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email))
    expect(mail.map((m) => m.text).join('\n')).toContain(
      'has been cancelled (Not confirmed within 48 hours)',
    )
  })

  it('is refused past 3 open orders a shopper has, even when they order at once', async () => {
    const { product } = await insertStockedProduct(db(), 20)
    const { cookie } = await createSignedInUser(db())
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => placeCod(cookie, [line(product as Product)])),
    )
    expect(outcomes.filter((o) => o.statusCode === 201)).toHaveLength(3)
    const refused = outcomes.filter((o) => o.statusCode === 409)
    expect(refused).toHaveLength(2)
    expect(refused[0]?.data.message).toBe(
      'You already have 3 cash-on-delivery orders on their way. Pay online, or order again once one of them arrives.',
    )
    // One delivered frees a place.
    const staff = await admin()
    const first = outcomes.find((o) => o.statusCode === 201)!.data.orderId as string
    await confirm(cookie, first)
    expect((await move(staff, first, 'delivered')).statusCode).toBe(200)
    expect((await placeCod(cookie, [line(product as Product)])).statusCode).toBe(201)
  })
})
