import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AdminOrdersPageSchema,
  CreateOrderResponseSchema,
  MyOrdersResponseSchema,
  OrderStatsResponseSchema,
  OrderChangedResponseSchema,
} from '#domain/order/responses.ts'
import { CheckoutOptionsSchema } from '#domain/order/payment-method.ts'
import {
  RazorpaySuccessSchema,
  VerifyPaymentResponseSchema,
  WebhookResponseSchema,
} from '#domain/payment.ts'
import {
  ADDRESS,
  checkoutResult,
  insertCheckoutProducts,
  line,
  payFor,
  placeOrder,
} from '../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../testing/checkout-shop.ts'
import { capturedEvent, postWebhook } from '../testing/razorpay-webhook.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { STUB_KEY_SECRET } from '../testing/razorpay-stub.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const shop = useCheckoutShop()

describe('the order and payment routes answer what the domain declares', () => {
  it('for placing, paying and listing an order', async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const created = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    expectDeclared('POST /api/orders/create-order', CreateOrderResponseSchema, created)

    const razorpayOrderId = created.data.razorpayOrderId as string
    const verified = await call(
      shop.t.app,
      'POST',
      '/api/orders/verify-payment',
      checkoutResult(STUB_KEY_SECRET, razorpayOrderId),
      { cookie },
    )
    expectDeclared('POST /api/orders/verify-payment', VerifyPaymentResponseSchema, verified)

    const mine = await call(shop.t.app, 'GET', '/api/orders/my-orders', undefined, { cookie })
    expectDeclared('GET /api/orders/my-orders', MyOrdersResponseSchema, mine)
    expect(mine.data.orders).toHaveLength(1)

    const admin = (await createSignedInUser(shop.t.db, { isAdmin: true })).cookie
    const orderId = created.data.orderId as string
    const refunded = await call(
      shop.t.app,
      'POST',
      `/api/orders/admin/${orderId}/refund`,
      { amount: 100, reason: 'Goodwill' },
      { cookie: admin },
    )
    expectDeclared('POST /api/orders/admin/:id/refund', OrderChangedResponseSchema, refunded)
    const cancelled = await call(
      shop.t.app,
      'POST',
      `/api/orders/${orderId}/cancel`,
      { reason: 'Ordered by mistake' },
      { cookie },
    )
    expectDeclared('POST /api/orders/:id/cancel', OrderChangedResponseSchema, cancelled)
  })

  it('for checkout options and a cash-on-delivery order', async () => {
    const options = await call(shop.t.app, 'GET', '/api/orders/checkout-options')
    expectDeclared('GET /api/orders/checkout-options', CheckoutOptionsSchema, options)
    const { cookie } = await createSignedInUser(shop.t.db)
    const created = await call(
      shop.t.app,
      'POST',
      '/api/orders/create-order',
      { items: [line(shop.catalogue.glass)], shippingAddress: ADDRESS, paymentMethod: 'cod' },
      { cookie },
    )
    expectDeclared('POST /api/orders/create-order', CreateOrderResponseSchema, created)
    expect(created.data.paymentMethod).toBe('cod')
    const confirmed = await call(
      shop.t.app,
      'POST',
      `/api/orders/${created.data.orderId as string}/confirm`,
      undefined,
      { cookie },
    )
    expectDeclared('POST /api/orders/:id/confirm', OrderChangedResponseSchema, confirmed)
  })

  it("for Razorpay's webhook", async () => {
    const { cookie } = await createSignedInUser(shop.t.db)
    const created = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    const razorpayOrderId = created.data.razorpayOrderId as string
    const response = await postWebhook(shop.t.app, capturedEvent(razorpayOrderId, 318_62))
    expectDeclared('POST /api/payments/razorpay/webhook', WebhookResponseSchema, response)
    expect(response.json()).toEqual({ status: 'processed' })
  })

  it('for the admin order list, stats and status change', async () => {
    const admin = (await createSignedInUser(shop.t.db, { isAdmin: true })).cookie
    const shopper = await createSignedInUser(shop.t.db)
    const created = await placeOrder(shop.t.app, shopper.cookie, [line(shop.catalogue.glass)])
    await payFor(shop.t.app, shopper.cookie, created.data.razorpayOrderId as string)
    const get = (url: string) => call(shop.t.app, 'GET', url, undefined, { cookie: admin })

    const list = await get('/api/orders/admin/all')
    expectDeclared('GET /api/orders/admin/all', AdminOrdersPageSchema, list)
    expectDeclared(
      'GET /api/orders/admin/stats',
      OrderStatsResponseSchema,
      await get('/api/orders/admin/stats'),
    )

    const changed = await call(
      shop.t.app,
      'PUT',
      `/api/orders/admin/${created.data.orderId as string}/status`,
      { status: 'cancelled' },
      { cookie: admin },
    )
    expectDeclared('PUT /api/orders/admin/:id/status', OrderChangedResponseSchema, changed)
  })
})

describe('the payment simulator answers what the domain declares', () => {
  let sim: TestApp
  beforeAll(async () => {
    sim = await createTestApp()
  })
  afterAll(() => sim.close())

  it('for a successful payment', async () => {
    const products = await insertCheckoutProducts(sim.db)
    const { cookie } = await createSignedInUser(sim.db)
    const created = await placeOrder(sim.app, cookie, [line(products.glass)])
    const paid = await call(
      sim.app,
      'POST',
      '/api/payments/simulator/pay',
      { razorpayOrderId: created.data.razorpayOrderId, outcome: 'success' },
      { cookie },
    )
    expectDeclared('POST /api/payments/simulator/pay', RazorpaySuccessSchema, paid)
  })
})
