import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { MOBILE_NUMBER_ONLY } from '#domain/text.ts'
import { describe, expect, it } from 'vitest'
import {
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  payments,
  users,
} from '../db/schema/index.ts'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { expireAttempts } from '../services/orders/checkout-attempts.ts'
import {
  ADDRESS,
  checkoutResult,
  insertCheckoutProducts,
  insertCoupon,
  line,
  placeOrder,
} from '../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { startRazorpayStub, STUB_KEY_ID, STUB_KEY_SECRET } from '../testing/razorpay-stub.ts'
import { createTestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const shop = useCheckoutShop()

const verify = (cookie: string, body: object) =>
  call(shop.t.app, 'POST', '/api/orders/verify-payment', body, { cookie })

describe('POST /api/orders/create-order', () => {
  it('needs a signed-in shopper', async () => {
    const response = await placeOrder(shop.t.app, '', [line(shop.catalogue.cheapCase)])
    expect(response.statusCode).toBe(401)
  })

  it('prices the cart from the database and creates a Razorpay order for exactly the total', async () => {
    const { user, cookie } = await createSignedInUser(shop.t.db)
    const tampered = [
      { ...line(shop.catalogue.cheapCase, 2), price: 1 },
      { ...line(shop.catalogue.charger), price: 1, originalPrice: 1_000_000 },
    ]
    const response = await placeOrder(shop.t.app, cookie, tampered)
    expect(response.statusCode).toBe(201)
    // 2 × ₹399 + ₹3,893 = ₹4,691, free shipping; saved (4299 − 3299) × 1.18 = ₹1,180.
    expect(response.data.orderCalculation).toEqual({
      subtotal: 4691,
      tax: 715.72, // 4691 − 2 × 338.14 − 3299
      shipping: 0,
      discount: 0,
      codFee: 0,
      total: 4691,
      savings: 1180,
    })
    expect(response.data).toMatchObject({ amount: 469100, currency: 'INR', key: STUB_KEY_ID })

    const sent = shop.stub.orders.find((o) => o.id === response.data.razorpayOrderId)
    expect(sent).toMatchObject({ amount: 469100, currency: 'INR', receipt: response.data.orderId })
    // A checkout attempt, not yet an order: it takes its number when it is paid.
    expect(response.data.orderNumber).toBeUndefined()

    const [order] = await shop.t.db.select().from(orders).where(eq(orders.userId, user.id))
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      total: 469100,
      orderNumber: null,
      placedAt: null,
    })
    const items = await shop.t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))
    expect(items.map((i) => [i.productSnapshot.name, i.quantity, i.unitDisplayPrice])).toEqual(
      expect.arrayContaining([
        ['Aurora Case', 2, 399_00],
        ['Bolt Charger', 1, 3893_00],
      ]),
    )
  })

  it('merges repeated lines and adds shipping below ₹399', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const response = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    expect(response.data.orderCalculation).toMatchObject({
      subtotal: 249,
      shipping: 69.62,
      total: 318.62,
    })
    const merged = await placeOrder(shop.t.app, cookie, [
      line(shop.catalogue.glass),
      line(shop.catalogue.glass),
    ])
    expect(merged.data.orderCalculation).toMatchObject({ subtotal: 498, shipping: 0, total: 498 })
  })

  it('answers 400 with field details for a bad address or an empty cart', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const response = await call(
      shop.t.app,
      'POST',
      '/api/orders/create-order',
      { items: [line(shop.catalogue.glass)], shippingAddress: { name: 'Asha' } },
      { cookie },
    )
    expect(response.statusCode).toBe(400)
    expect(response.data.errors).toContainEqual({
      path: 'shippingAddress.phone',
      message: 'Please fill in all shipping address fields.',
    })
    const empty = await placeOrder(shop.t.app, cookie, [])
    expect(empty.statusCode).toBe(400)
    expect(empty.data.errors).toContainEqual({ path: 'items', message: 'Your cart is empty.' })
  })

  it('keeps the shipping phone as its 10 digits however it was typed, and refuses one no mobile has', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const typed = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)], null, {
      ...ADDRESS,
      phone: '098110 12345',
    })
    expect(typed.statusCode).toBe(201)
    const [row] = await shop.t.db
      .select()
      .from(orders)
      .where(eq(orders.id, typed.data.orderId as string))
    expect(row?.shippingAddress.phone).toBe('9811012345')
    const landline = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)], null, {
      ...ADDRESS,
      phone: '0112345678',
    })
    expect(landline.statusCode).toBe(400)
    expect(landline.data.message).toBe(MOBILE_NUMBER_ONLY)
  })

  it('refuses a pincode that is malformed or that no post office in India has, and writes no order', async () => {
    const { cookie, user } = await createSignedInUser(shop.t.db)
    for (const [pincode, message] of [
      ['056003', 'Pincode must be exactly 6 digits.'],
      ['999999', 'We could not find this pincode. Please check it and try again.'],
    ] as const) {
      const response = await call(
        shop.t.app,
        'POST',
        '/api/orders/create-order',
        { items: [line(shop.catalogue.glass)], shippingAddress: { ...ADDRESS, pincode } },
        { cookie },
      )
      expect(response.statusCode).toBe(400)
      expect(response.data.errors).toContainEqual({ path: 'shippingAddress.pincode', message })
    }
    const written = await shop.t.db.select().from(orders).where(eq(orders.userId, user.id))
    expect(written).toEqual([])
  })

  it('refuses a state the pincode is not in, since it decides the invoice’s GST, but takes either state of a border pincode', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const order = (address: Partial<typeof ADDRESS>) =>
      call(
        shop.t.app,
        'POST',
        '/api/orders/create-order',
        { items: [line(shop.catalogue.glass)], shippingAddress: { ...ADDRESS, ...address } },
        { cookie },
      )
    const wrong = await order({ state: 'Delhi' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.data.errors).toEqual([
      {
        path: 'shippingAddress.state',
        message: 'Pincode 560038 is in Karnataka. Please choose that state.',
      },
    ])
    for (const state of ['Chandigarh', 'Punjab']) {
      expect((await order({ pincode: '140119', state })).statusCode).toBe(201)
    }
  })

  it('takes a business buyer’s GSTIN for the invoice and refuses a mistyped one', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const order = (billing: unknown) =>
      call(
        shop.t.app,
        'POST',
        '/api/orders/create-order',
        { items: [line(shop.catalogue.glass)], shippingAddress: ADDRESS, billing },
        { cookie },
      )
    const mistyped = await order({ name: 'Rao Traders', gstin: '29AAGCB7383J1Z5' })
    expect(mistyped.statusCode).toBe(400)
    expect(mistyped.data.errors).toContainEqual({
      path: 'billing.gstin',
      message: 'Please enter a valid 15-character GSTIN',
    })
    const placed = await order({ name: ' Rao Traders ', gstin: '29aagcb7383j1z4' })
    expect(placed.statusCode).toBe(201)
    const [row] = await shop.t.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.data.orderId as string))
    expect(row).toMatchObject({ billingName: 'Rao Traders', billingGstin: '29AAGCB7383J1Z4' })
  })

  it('refuses tampered quantities, unknown products and sold-out products', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    for (const quantity of [0, -1, 2.5, 11]) {
      const response = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass, quantity)])
      expect(response.statusCode).toBe(400)
    }
    const unknown = await placeOrder(shop.t.app, cookie, [
      { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
    ])
    expect(unknown.statusCode).toBe(400)
    const soldOut = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.soldOut)])
    expect(soldOut.statusCode).toBe(409)
    expect(soldOut.data.message).toBe('Out of stock: Gone Case')
  })

  it('re-validates the coupon and takes it off before shipping', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const flat = await insertCoupon(shop.t.db, {
      type: 'flat',
      value: 100_00,
      minCartValue: 399_00,
    })
    const response = await placeOrder(
      shop.t.app,
      cookie,
      [line(shop.catalogue.cheapCase)],
      flat.code,
    )
    expect(response.data.orderCalculation).toMatchObject({
      subtotal: 399,
      discount: 100,
      shipping: 0,
      total: 299,
    })
    const tooSmall = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)], flat.code)
    expect(tooSmall.statusCode).toBe(400)
    expect(tooSmall.data.message).toBe('This coupon needs a cart of at least ₹399')
    const unknown = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)], 'NOPE')
    expect(unknown.data.message).toBe('Invalid coupon code')
  })

  it('refuses an inactive coupon at checkout exactly as a code that does not exist', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const inactive = await insertCoupon(shop.t.db, { isActive: false })
    const cart = [line(shop.catalogue.glass)]
    const unknown = await placeOrder(shop.t.app, cookie, cart, 'NOSUCHCODE')
    const answer = await placeOrder(shop.t.app, cookie, cart, inactive.code)
    expect(unknown.statusCode).toBe(400)
    expect({ status: answer.statusCode, body: answer.body }).toEqual({
      status: unknown.statusCode,
      body: unknown.body,
    })
  })

  it('caps a product at 10 units after merging repeated lines', async () => {
    const { user, cookie } = await createSignedInUser(shop.t.db)
    const response = await placeOrder(
      shop.t.app,
      cookie,
      Array.from({ length: 5 }, () => line(shop.catalogue.glass, 10)),
    )
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe('At most 10 of one product per order')
    expect(await shop.t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([])
  })

  it('refuses an order above ₹5,00,000 with a clear message instead of overflowing', async () => {
    const { user, cookie } = await createSignedInUser(shop.t.db)
    const [crore] = await insertProducts(shop.t.db, [
      buildProduct({ name: 'Gold Case', price: 1_00_00_000_00 }),
    ])
    for (const quantity of [1, 2]) {
      const response = await placeOrder(shop.t.app, cookie, [line(crore!, quantity)])
      expect(response.statusCode).toBe(400)
      expect(response.data.message).toBe(
        'An order can be at most ₹5,00,000. Please split your cart into smaller orders.',
      )
    }
    expect(await shop.t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([])
  })

  it('creates a Razorpay order only for checkouts the database accepted', async () => {
    const coupon = await insertCoupon(shop.t.db, { maxUsage: 1 })
    const before = new Set(shop.stub.orders.map((o) => o.id))
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, () => createSignedInUser(shop.t.db)),
    )
    const responses = await Promise.all(
      shoppers.map(({ cookie }) =>
        placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)], coupon.code),
      ),
    )
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1)
    const created = shop.stub.orders.filter((o) => !before.has(o.id))
    const stored = await shop.t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.razorpayOrderId,
          created.map((o) => o.id),
        ),
      )
    expect(created).toHaveLength(1)
    expect(stored).toHaveLength(1)
  })

  it('marks the order failed and frees its coupon when Razorpay refuses the order', async () => {
    const down = await startRazorpayStub({ failWith: 500 })
    const app = await createTestApp(down.env)
    try {
      const products = await insertCheckoutProducts(app.db)
      const coupon = await insertCoupon(app.db, { maxUsage: 1 })
      const { user, cookie } = await createSignedInUser(app.db)
      const response = await placeOrder(app.app, cookie, [line(products.glass)], coupon.code)
      expect(response.statusCode).toBe(502)
      expect(response.data.message).toBe('Payment gateway is unavailable. Please try again.')
      const stored = await app.db.select().from(orders).where(eq(orders.userId, user.id))
      expect(stored).toEqual([
        expect.objectContaining({
          status: 'cancelled',
          paymentStatus: 'failed',
          razorpayOrderId: null,
        }),
      ])
      const holds = await app.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id))
      expect(holds.map((h) => h.status)).toEqual(['released'])
    } finally {
      await app.close()
      await down.close()
    }
  })
})

describe('coupon holds', () => {
  const order = (cookie: string, code: string) =>
    placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)], code)

  it('lets one shopper hold one use at a time, so five unpaid orders leave four for others', async () => {
    const coupon = await insertCoupon(shop.t.db, { maxUsage: 5 })
    const hoarder = await createSignedInUser(shop.t.db)
    const placed = []
    for (let i = 0; i < 5; i++) {
      const response = await order(hoarder.cookie, coupon.code)
      expect(response.statusCode).toBe(201)
      placed.push(response)
    }
    const holds = await shop.t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, hoarder.user.id))
    expect(holds.filter((h) => h.status === 'held')).toHaveLength(1)

    const others = await Promise.all(Array.from({ length: 5 }, () => createSignedInUser(shop.t.db)))
    const outcomes = []
    for (const other of others) outcomes.push((await order(other.cookie, coupon.code)).statusCode)
    expect(outcomes).toEqual([201, 201, 201, 201, 400])

    // The first order's hold was replaced, but paying it late is still honoured.
    const paid = await verify(
      hoarder.cookie,
      checkoutResult(STUB_KEY_SECRET, placed[0]!.data.razorpayOrderId as string),
    )
    expect(paid.statusCode).toBe(200)
    expect(paid.data.order).toMatchObject({ paymentStatus: 'paid', discount: 24.9 })
    const [after] = await shop.t.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(after?.usageCount).toBe(1)
  })

  it('stops counting the hold of an unpaid order past its time, before any sweep', async () => {
    const coupon = await insertCoupon(shop.t.db, { maxUsage: 1 })
    const first = await createSignedInUser(shop.t.db)
    const second = await createSignedInUser(shop.t.db)
    const held = await order(first.cookie, coupon.code)
    expect(held.statusCode).toBe(201)
    expect((await order(second.cookie, coupon.code)).statusCode).toBe(400)
    await shop.t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(orders.id, held.data.orderId as string))
    expect((await order(second.cookie, coupon.code)).statusCode).toBe(201)
  })
})

describe('POST /api/orders/verify-payment', () => {
  it('refuses a wrong signature and leaves the order unpaid', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const created = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    const forged = checkoutResult('not-the-secret', created.data.razorpayOrderId as string)
    const response = await verify(cookie, forged)
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe('Payment verification failed. Please contact support.')
    const [order] = await shop.t.db
      .select()
      .from(orders)
      .where(eq(orders.id, created.data.orderId as string))
    expect(order?.paymentStatus).toBe('pending')
  })

  it("does not let one shopper settle another's order", async () => {
    const owner = await createSignedInUser(shop.t.db)
    const other = await createSignedInUser(shop.t.db)
    const created = await placeOrder(shop.t.app, owner.cookie, [line(shop.catalogue.glass)])
    const result = checkoutResult(STUB_KEY_SECRET, created.data.razorpayOrderId as string)
    expect((await verify(other.cookie, result)).statusCode).toBe(404)
    expect((await verify('', result)).statusCode).toBe(401)
  })

  it('pays the order once however often it is verified', async () => {
    const { user, cookie } = await createSignedInUser(shop.t.db)
    const created = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.charger)])
    const result = checkoutResult(STUB_KEY_SECRET, created.data.razorpayOrderId as string)
    const first = await verify(cookie, result)
    const second = await verify(cookie, result)
    expect(first.statusCode).toBe(200)
    expect(second.data.order).toEqual(first.data.order)
    expect(first.data.order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: 3893,
    })
    const [buyer] = await shop.t.db.select().from(users).where(eq(users.id, user.id))
    expect(buyer?.totalSpent).toBe(3893_00)
    const [order] = await shop.t.db
      .select()
      .from(orders)
      .where(eq(orders.id, created.data.orderId as string))
    expect(
      await shop.t.db.select().from(payments).where(eq(payments.orderId, order!.id)),
    ).toHaveLength(1)

    await shop.t.app.mailWorker.drain()
    const mailDir = path.join(shop.t.config.dataDir, 'mail')
    const mails = await Promise.all(
      (await readdir(mailDir)).map((f) => readFile(path.join(mailDir, f), 'utf8')),
    )
    const confirmations = mails.filter((m) =>
      m.includes(
        `Subject: Order ${(first.data.order as { orderNumber: string }).orderNumber} confirmed`,
      ),
    )
    expect(confirmations).toHaveLength(1)

    const me = await call(shop.t.app, 'GET', '/api/auth/me', undefined, { cookie })
    expect(me.data.user).toMatchObject({ totalSpent: 3893, membershipTier: 'Silver' })
  })

  it('lets exactly maxUsage of 20 concurrent shoppers pay with a coupon limited to 3', async () => {
    const coupon = await insertCoupon(shop.t.db, { maxUsage: 3 })
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, () => createSignedInUser(shop.t.db)),
    )
    const outcomes = await Promise.all(
      shoppers.map(async ({ cookie }) => {
        const created = await placeOrder(
          shop.t.app,
          cookie,
          [line(shop.catalogue.glass)],
          coupon.code,
        )
        if (created.statusCode !== 201) return created.data.message
        const paid = await verify(
          cookie,
          checkoutResult(STUB_KEY_SECRET, created.data.razorpayOrderId as string),
        )
        return paid.statusCode === 200 ? 'paid' : paid.data.message
      }),
    )
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(3)
    expect(outcomes.filter((o) => o === 'This coupon has reached its usage limit')).toHaveLength(17)
    const [after] = await shop.t.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(after?.usageCount).toBe(3)
  })

  it('frees the coupon an unpaid order held once that order expires', async () => {
    const coupon = await insertCoupon(shop.t.db, { maxUsage: 1 })
    const first = await createSignedInUser(shop.t.db)
    const second = await createSignedInUser(shop.t.db)
    const held = await placeOrder(
      shop.t.app,
      first.cookie,
      [line(shop.catalogue.glass)],
      coupon.code,
    )
    expect(held.statusCode).toBe(201)
    const blocked = await placeOrder(
      shop.t.app,
      second.cookie,
      [line(shop.catalogue.glass)],
      coupon.code,
    )
    expect(blocked.data.message).toBe('This coupon has reached its usage limit')

    await expireAttempts(shop.t.db, new Date(Date.now() + 31 * 60 * 1000))
    const [expired] = await shop.t.db
      .select()
      .from(orders)
      .where(eq(orders.id, held.data.orderId as string))
    expect(expired).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' })
    const retry = await placeOrder(
      shop.t.app,
      second.cookie,
      [line(shop.catalogue.glass)],
      coupon.code,
    )
    expect(retry.statusCode).toBe(201)
  })
})

describe('GET /api/orders/my-orders', () => {
  it("lists only the shopper's own paid orders, newest first", async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const other = await createSignedInUser(shop.t.db)
    const pay = async (who: string, product = shop.catalogue.glass) => {
      const created = await placeOrder(shop.t.app, who, [line(product)])
      const result = checkoutResult(STUB_KEY_SECRET, created.data.razorpayOrderId as string)
      return ((await verify(who, result)).data.order as { orderNumber: string }).orderNumber
    }
    const older = await pay(cookie)
    const newer = await pay(cookie, shop.catalogue.cheapCase)
    await pay(other.cookie)
    await placeOrder(shop.t.app, cookie, [line(shop.catalogue.charger)]) // never paid

    const response = await call(shop.t.app, 'GET', '/api/orders/my-orders', undefined, { cookie })
    expect(response.statusCode).toBe(200)
    const list = response.data.orders as { orderNumber: string; items: unknown[] }[]
    expect(list.map((o) => o.orderNumber)).toEqual([newer, older])
    expect(list[0]).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: 399,
      items: [
        {
          productSnapshot: { name: 'Aurora Case', brand: 'Kavach Essentials' },
          quantity: 1,
          price: 399,
          reviewed: false,
        },
      ],
    })
  })

  it('needs a signed-in shopper', async () => {
    expect((await call(shop.t.app, 'GET', '/api/orders/my-orders')).statusCode).toBe(401)
  })
})
