import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, paymentEvents, users } from '../db/schema/index.ts'
import { hmacHex } from '../services/payments/signatures.ts'
import { SIMULATOR_KEY_ID } from '../services/payments/simulator.ts'
import {
  checkoutResult,
  insertCheckoutProducts,
  line,
  payThroughSimulator,
  placeOrder,
} from '../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../testing/checkout-shop.ts'
import { capturedEvent, postWebhook } from '../testing/razorpay-webhook.ts'
import { call } from '../testing/http.ts'
import { STUB_KEY_SECRET, STUB_WEBHOOK_SECRET } from '../testing/razorpay-stub.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const shop = useCheckoutShop()

async function pendingOrder() {
  const shopper = await createSignedInUser(shop.t.db)
  const created = await placeOrder(shop.t.app, shopper.cookie, [line(shop.catalogue.charger)])
  return { ...shopper, razorpayOrderId: created.data.razorpayOrderId as string }
}

const orderFor = async (razorpayOrderId: string) =>
  (await shop.t.db.select().from(orders).where(eq(orders.razorpayOrderId, razorpayOrderId)))[0]
const spentBy = async (userId: string) =>
  (await shop.t.db.select().from(users).where(eq(users.id, userId)))[0]?.totalSpent

describe('POST /api/payments/razorpay/webhook', () => {
  it('confirms the order of a shopper who closed the tab after paying', async () => {
    const { user, razorpayOrderId } = await pendingOrder()
    const response = await postWebhook(shop.t.app, capturedEvent(razorpayOrderId, 3893_00))
    expect(response.statusCode).toBe(200)
    expect(await orderFor(razorpayOrderId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    })
    expect(await spentBy(user.id)).toBe(3893_00)
  })

  it('changes nothing when an event is replayed or the checkout already verified it', async () => {
    const { user, cookie, razorpayOrderId } = await pendingOrder()
    const result = checkoutResult(STUB_KEY_SECRET, razorpayOrderId)
    const verified = await call(shop.t.app, 'POST', '/api/orders/verify-payment', result, {
      cookie,
    })
    expect(verified.statusCode).toBe(200)
    const event = capturedEvent(razorpayOrderId, 3893_00, { paymentId: result.razorpayPaymentId })
    expect((await postWebhook(shop.t.app, event)).json()).toEqual({ status: 'processed' })
    expect((await postWebhook(shop.t.app, event)).json()).toEqual({ status: 'duplicate' })
    expect(await spentBy(user.id)).toBe(3893_00)
    const seen = await shop.t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.eventId))
    expect(seen).toHaveLength(1)
  })

  it('refuses a bad signature and changes nothing', async () => {
    const { razorpayOrderId } = await pendingOrder()
    const forged = capturedEvent(razorpayOrderId, 3893_00, { secret: 'wrong-secret' })
    const response = await postWebhook(shop.t.app, forged)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Invalid webhook signature' })
    expect((await orderFor(razorpayOrderId))?.paymentStatus).toBe('pending')
  })

  it('returns a payment whose amount is not the order total in full, flags the attempt and answers 200', async () => {
    const { user, razorpayOrderId } = await pendingOrder()
    const event = capturedEvent(razorpayOrderId, 100)
    const response = await postWebhook(shop.t.app, event)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'amount_mismatch' })
    const attempt = await orderFor(razorpayOrderId)
    expect(attempt).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'expired',
      paymentIssue: 'amount_mismatch',
      placedAt: null,
    })
    expect(await spentBy(user.id)).toBe(0)
    const recorded = await shop.t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.eventId))
    expect(recorded).toHaveLength(1)
    const back = shop.stub.refunds.filter((r) => r.notes.orderId === attempt!.id)
    expect(back.map((r) => r.amount)).toEqual([100])
  })

  it('acknowledges events it does not act on', async () => {
    const body = JSON.stringify({ event: 'refund.created', payload: {} })
    const response = await postWebhook(shop.t.app, {
      body,
      signature: hmacHex(STUB_WEBHOOK_SECRET, body),
      eventId: 'evt_refund_1',
    })
    expect(response.json()).toEqual({ status: 'ignored' })
  })
})

describe('the payment simulator (no Razorpay keys)', () => {
  let sim: TestApp
  beforeAll(async () => {
    sim = await createTestApp()
  })
  afterAll(() => sim.close())

  it('serves a checkout script and signs a result the checkout verifies', async () => {
    const products = await insertCheckoutProducts(sim.db)
    const { cookie } = await createSignedInUser(sim.db)
    const created = await placeOrder(sim.app, cookie, [line(products.glass)])
    expect(created.data).toMatchObject({
      key: SIMULATOR_KEY_ID,
      checkoutScript: '/api/payments/simulator/checkout.js',
    })
    const script = await sim.app.inject({ url: '/api/payments/simulator/checkout.js' })
    expect(script.headers['content-type']).toContain('javascript')
    expect(script.body).toContain('window.Razorpay')

    const razorpayOrderId = created.data.razorpayOrderId as string
    const failed = await call(
      sim.app,
      'POST',
      '/api/payments/simulator/pay',
      { razorpayOrderId, outcome: 'failure' },
      { cookie },
    )
    expect(failed.statusCode).toBe(400)
    expect(failed.data.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' })

    const verified = await payThroughSimulator(sim.app, cookie, razorpayOrderId)
    expect(verified.data.order).toMatchObject({ paymentStatus: 'paid', totalAmount: 318.62 })
  })

  it("will not pay someone else's order", async () => {
    const products = await insertCheckoutProducts(sim.db)
    const owner = await createSignedInUser(sim.db)
    const other = await createSignedInUser(sim.db)
    const created = await placeOrder(sim.app, owner.cookie, [line(products.glass)])
    const response = await call(
      sim.app,
      'POST',
      '/api/payments/simulator/pay',
      { razorpayOrderId: created.data.razorpayOrderId, outcome: 'success' },
      { cookie: other.cookie },
    )
    expect(response.statusCode).toBe(404)
  })

  it('signs its webhooks with a secret of its own, so one signed with another is refused', async () => {
    const response = await postWebhook(sim.app, capturedEvent('order_x', 100))
    expect(response.statusCode).toBe(400)
  })

  it('says the webhook is not configured when Razorpay keys come without a webhook secret', async () => {
    const unhooked = await createTestApp({ ...shop.stub.env, RAZORPAY_WEBHOOK_SECRET: '' })
    try {
      const response = await postWebhook(unhooked.app, capturedEvent('order_x', 100))
      expect(response.statusCode).toBe(503)
    } finally {
      await unhooked.close()
    }
  })

  it('has no simulator when Razorpay keys are set', async () => {
    const response = await shop.t.app.inject({ url: '/api/payments/simulator/checkout.js' })
    expect(response.statusCode).toBe(404)
  })
})
