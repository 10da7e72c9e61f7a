import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiOrder } from '#domain/order/responses.ts'
import {
  coupons,
  invoices,
  orderEvents,
  orders,
  productVariants,
  refunds,
  users,
} from '../db/schema/index.ts'
import { REFUND_RETRY_AFTER_MS, retryPendingRefunds } from '../services/orders/refunds.ts'
import {
  insertCheckoutProducts,
  insertCoupon,
  line,
  payThroughSimulator,
  placeCashOrder,
  placeOrder,
  shopperWithPaidOrder,
} from '../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { postWebhook, refundEvent } from '../testing/razorpay-webhook.ts'
import { createTestApp, settle } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const { shop, smtp, admin } = useStaffedCheckoutShop()
beforeAll(async () => {
  // Counted stock, so the tests see units go back on the shelf.
  await shop.t.db
    .update(productVariants)
    .set({ stock: 1000 })
    .where(eq(productVariants.productId, shop.catalogue.charger.id))
})

const db = () => shop.t.db
const REASON = { reason: 'Ordered by mistake' }

/** A shopper's charger order (₹3,893), paid online; with a coupon when one is given. */
const paidOrder = (couponCode: string | null = null) =>
  shopperWithPaidOrder(shop.t, [line(shop.catalogue.charger)], { couponCode })

const cancel = (orderId: string, cookie: string, body: object = REASON) =>
  call(shop.t.app, 'POST', `/api/orders/${orderId}/cancel`, body, { cookie })
const refund = (orderId: string, body: object, cookie = admin()) =>
  call(shop.t.app, 'POST', `/api/orders/admin/${orderId}/refund`, body, { cookie })

const orderRow = async (id: string) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]
const refundsOf = (orderId: string) =>
  db().select().from(refunds).where(eq(refunds.orderId, orderId))
const kinds = async (orderId: string) =>
  (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.kind)
const chargerStock = async () =>
  (
    await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, shop.catalogue.charger.id))
  )[0]
const stubRefundFor = (refundId: string) => {
  const made = shop.stub.refunds.find((r) => r.notes.refundId === refundId)
  if (!made) throw new Error(`Razorpay was not asked for refund ${refundId}`)
  return made
}

describe('POST /api/orders/:id/cancel by the shopper', () => {
  it('cancels a paid order, refunds it through Razorpay and gives back stock, coupon and spend', async () => {
    const coupon = await insertCoupon(db(), { maxUsage: 5 })
    const stockBefore = await chargerStock()
    const { user, cookie, orderId } = await paidOrder(coupon.code)
    const paid = await orderRow(orderId)
    expect((await chargerStock())?.stock).toBe((stockBefore?.stock ?? 0) - 1)

    const response = await cancel(orderId, cookie)
    expect(response.statusCode).toBe(200)
    expect(response.data.message).toBe('Order cancelled')
    expect(response.data.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refundedAmount: (paid?.total ?? 0) / 100,
    })
    const labels = (response.data.order as ApiOrder).timeline.map((e) => e.label)
    expect(labels.slice(-2)).toEqual([
      'Cancelled by you: Ordered by mistake',
      `Refund of ₹${((paid?.total ?? 0) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })} initiated`,
    ])

    const [row] = await refundsOf(orderId)
    expect(row).toMatchObject({ status: 'pending', amount: paid?.total, requestedBy: 'shopper' })
    expect(row?.razorpayRefundId).toMatch(/^rfnd_/)
    expect(stubRefundFor(row?.id ?? '')).toMatchObject({ amount: paid?.total })
    expect((await chargerStock())?.stock).toBe(stockBefore?.stock)
    const [couponAfter] = await db().select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(couponAfter?.usageCount).toBe(0)
    const [shopper] = await db().select().from(users).where(eq(users.id, user.id))
    expect(shopper?.totalSpent).toBe(0)

    await settle(shop.t.app)
    const mails = await smtp().allTo(user.email, 3)
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Cancelled by you: Ordered by mistake$/),
        expect.stringMatching(/Refund of ₹[\d,.]+ initiated$/),
      ]),
    )
  })

  it('settles the refund once, whether its webhooks come twice or out of order', async () => {
    const { user, cookie, orderId } = await paidOrder()
    await cancel(orderId, cookie)
    const [row] = await refundsOf(orderId)
    const made = stubRefundFor(row?.id ?? '')

    // processed before created, then processed again under a new event id, then the first replayed.
    const processed = refundEvent(made, 'refund.processed')
    for (const event of [
      processed,
      refundEvent(made, 'refund.created'),
      refundEvent(made, 'refund.processed'),
      processed,
    ]) {
      expect((await postWebhook(shop.t.app, event)).statusCode).toBe(200)
    }

    const [after] = await refundsOf(orderId)
    expect(after?.status).toBe('processed')
    expect(after?.processedAt).toBeInstanceOf(Date)
    const events = await kinds(orderId)
    expect(events.filter((k) => k === 'refund_processed')).toHaveLength(1)
    const notes = await db().select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(notes.filter((n) => n.kind === 'credit_note').map((n) => n.total)).toEqual([made.amount])
    await settle(shop.t.app)
    const mails = await smtp().allTo(user.email, 5)
    expect(mails.filter((m) => /Refund of .* processed$/.test(m.subject))).toHaveLength(1)
  })

  it('finds a refund whose webhook comes before Razorpay’s answer is stored', async () => {
    const { cookie, orderId } = await paidOrder()
    shop.stub.dropRefundReplies(1)
    await cancel(orderId, cookie)
    const [row] = await refundsOf(orderId)
    expect(row?.razorpayRefundId).toBeNull()
    const made = stubRefundFor(row?.id ?? '')
    await postWebhook(shop.t.app, refundEvent(made, 'refund.processed'))
    expect((await refundsOf(orderId))[0]).toMatchObject({
      status: 'processed',
      razorpayRefundId: made.id,
    })
  })

  it('puts the money back on the order when the refund fails', async () => {
    const { user, cookie, orderId } = await paidOrder()
    await cancel(orderId, cookie)
    const [row] = await refundsOf(orderId)
    await postWebhook(shop.t.app, refundEvent(stubRefundFor(row?.id ?? ''), 'refund.failed'))
    expect((await refundsOf(orderId))[0]?.status).toBe('failed')
    expect((await orderRow(orderId))?.refundedAmount).toBe(0)
    const [shopper] = await db().select().from(users).where(eq(users.id, user.id))
    expect(shopper?.totalSpent).toBe((await orderRow(orderId))?.total)
    expect(await kinds(orderId)).toContain('refund_failed')
    // A failed refund can be sent again by staff, for what is still owed.
    const again = await refund(orderId, { amount: 3893, reason: 'Refund failed, sent again' })
    expect(again.statusCode).toBe(200)
  })

  it('asks Razorpay again after a lost answer, with the same key, and refunds once', async () => {
    const { cookie, orderId } = await paidOrder()
    shop.stub.dropRefundReplies(1)
    expect((await cancel(orderId, cookie)).statusCode).toBe(200)
    const [pending] = await refundsOf(orderId)
    expect(pending).toMatchObject({ status: 'pending', razorpayRefundId: null })

    const refunding = { db: db(), payments: shop.t.app.payments, log: shop.t.app.log }
    // Too soon: left alone.
    await retryPendingRefunds(refunding)
    const later = new Date(Date.now() + REFUND_RETRY_AFTER_MS + 1000)
    await retryPendingRefunds(refunding, later)
    await retryPendingRefunds(refunding, new Date(later.getTime() + REFUND_RETRY_AFTER_MS + 1000))

    const made = shop.stub.refunds.filter((r) => r.notes.refundId === pending?.id)
    expect(made).toHaveLength(1)
    expect((await refundsOf(orderId))[0]?.razorpayRefundId).toBe(made[0]?.id)
    expect((await orderRow(orderId))?.refundedAmount).toBe(pending?.amount)
  })

  it('cancels a cash-on-delivery order without a refund and puts its units back on sale', async () => {
    const shopper = await createSignedInUser(db())
    const stockBefore = await chargerStock()
    const placed = await placeCashOrder(shop.t.app, shopper.cookie, [line(shop.catalogue.charger)])
    const orderId = placed.data.orderId as string
    const response = await cancel(orderId, shopper.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.data.order).toMatchObject({ status: 'cancelled', refundedAmount: 0 })
    expect(await refundsOf(orderId)).toEqual([])
    expect(await chargerStock()).toMatchObject({
      stock: stockBefore?.stock,
      reserved: stockBefore?.reserved,
    })
  })

  it('races checkouts of the same product and coupon without a deadlock', async () => {
    const coupon = await insertCoupon(db(), { maxUsage: 100 })
    const { cookie, orderId } = await paidOrder(coupon.code)
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createSignedInUser(db())))
    const answers = await Promise.all([
      cancel(orderId, cookie),
      ...buyers.map((buyer) =>
        placeOrder(shop.t.app, buyer.cookie, [line(shop.catalogue.charger)], coupon.code),
      ),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([200, ...buyers.map(() => 201)])
  })

  it('refuses what the refund policy does not allow, saying why', async () => {
    const dispatched = await paidOrder()
    await call(
      shop.t.app,
      'PUT',
      `/api/orders/admin/${dispatched.orderId}/status`,
      { status: 'dispatched', trackingNumber: '70512345678' },
      { cookie: admin() },
    )
    const late = await paidOrder()
    await db()
      .update(orders)
      .set({
        createdAt: new Date(Date.now() - 86_400_000),
        placedAt: new Date(Date.now() - 86_400_000),
      })
      .where(eq(orders.id, late.orderId))
    const unpaid = await createSignedInUser(db())
    const pending = await placeOrder(shop.t.app, unpaid.cookie, [line(shop.catalogue.glass)])

    const cases = [
      [dispatched, 'This order has been dispatched and can no longer be cancelled'],
      [late, 'Orders can be cancelled only on the day they were placed, before 11:59 PM IST'],
    ] as const
    for (const [{ cookie, orderId }, message] of cases) {
      const response = await cancel(orderId, cookie)
      expect(response.statusCode).toBe(409)
      expect(response.data).toEqual({ message })
    }
    // A checkout not yet paid is no order to cancel: it is let go by itself.
    const attempt = await cancel(pending.data.orderId as string, unpaid.cookie)
    expect(attempt.statusCode).toBe(404)
    expect(attempt.data).toEqual({ message: 'Order not found' })
    const twice = await paidOrder()
    await cancel(twice.orderId, twice.cookie)
    expect((await cancel(twice.orderId, twice.cookie)).data).toEqual({
      message: 'This order is already cancelled',
    })
    expect(await refundsOf(twice.orderId)).toHaveLength(1)
  })

  it('refunds nothing on its own below ₹1 when a partly refunded order is cancelled', async () => {
    const { orderId, cookie } = await paidOrder()
    // ₹3,893 paid, ₹3,892.82 refunded by staff: ₹0.18 is left.
    expect((await refund(orderId, { amount: 3892.82, reason: 'Price matched' })).statusCode).toBe(
      200,
    )
    await settle(shop.t.app)
    const cancelled = await cancel(orderId, cookie)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.data.order).toMatchObject({ status: 'cancelled', refundedAmount: 3892.82 })
    expect((await refundsOf(orderId)).map((r) => r.amount)).toEqual([3892_82])
    await settle(shop.t.app)
    const notes = await db().select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(notes.filter((n) => n.kind === 'credit_note').length).toBeLessThanOrEqual(1)
  })

  it('validates the reason, hides other shoppers’ orders and needs a signed-in shopper', async () => {
    const { cookie, orderId } = await paidOrder()
    const short = await cancel(orderId, cookie, { reason: ' x ' })
    expect(short.statusCode).toBe(400)
    expect(short.data.errors).toContainEqual({
      path: 'reason',
      message: 'Reason must be at least 3 characters',
    })
    const stranger = await createSignedInUser(db())
    expect((await cancel(orderId, stranger.cookie)).statusCode).toBe(404)
    expect((await cancel(orderId, '')).statusCode).toBe(401)
    expect((await orderRow(orderId))?.status).toBe('confirmed')
  })

  it('lets staff cancel any order not yet delivered, a dispatched one without restocking', async () => {
    const { orderId } = await paidOrder()
    await call(
      shop.t.app,
      'PUT',
      `/api/orders/admin/${orderId}/status`,
      { status: 'dispatched', trackingNumber: '70512345678' },
      { cookie: admin() },
    )
    const stockBefore = await chargerStock()
    const response = await cancel(orderId, admin(), { reason: 'Parcel lost by the courier' })
    expect(response.statusCode).toBe(200)
    expect((response.data.order as ApiOrder).timeline.at(-2)?.label).toBe(
      'Cancelled by the shop: Parcel lost by the courier',
    )
    expect((await chargerStock())?.stock).toBe(stockBefore?.stock)
    expect(await refundsOf(orderId)).toHaveLength(1)
  })
})

describe('POST /api/orders/admin/:id/refund', () => {
  it('refunds part of a delivered order and leaves it delivered', async () => {
    const { orderId } = await paidOrder()
    await call(
      shop.t.app,
      'PUT',
      `/api/orders/admin/${orderId}/status`,
      { status: 'delivered' },
      { cookie: admin() },
    )
    const response = await refund(orderId, { amount: 500.5, reason: 'Scratched on arrival' })
    expect(response.statusCode).toBe(200)
    expect(response.data.message).toBe('Refund initiated')
    expect(response.data.order).toMatchObject({ status: 'delivered', refundedAmount: 500.5 })
    expect((await refundsOf(orderId))[0]).toMatchObject({
      amount: 500_50,
      requestedBy: 'staff',
      reason: 'Scratched on arrival',
    })
    const over = await refund(orderId, { amount: 3500, reason: 'Too much' })
    expect(over.statusCode).toBe(409)
    expect(over.data.message).toBe('At most ₹3,392.50 can still be refunded')
  })

  it('never refunds more than was paid when 20 staff refunds race', async () => {
    const { orderId } = await paidOrder()
    const total = (await orderRow(orderId))?.total ?? 0
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund(orderId, { amount: 300, reason: 'Goodwill' })),
    )
    const granted = answers.filter((a) => a.statusCode === 200).length
    expect(granted).toBe(Math.floor(total / 300_00))
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(20 - granted)
    const rows = await refundsOf(orderId)
    expect(rows).toHaveLength(granted)
    expect((await orderRow(orderId))?.refundedAmount).toBe(granted * 300_00)
    const asked = shop.stub.refunds.filter((r) => rows.some((row) => row.id === r.notes.refundId))
    expect(asked).toHaveLength(granted)
  })

  it('refuses cash-on-delivery orders, bad amounts and customers', async () => {
    const shopper = await createSignedInUser(db())
    const cash = await placeCashOrder(shop.t.app, shopper.cookie, [line(shop.catalogue.glass)])
    const cod = await refund(cash.data.orderId as string, { amount: 100, reason: 'Goodwill' })
    expect(cod.statusCode).toBe(409)
    expect(cod.data.message).toMatch(/^A cash-on-delivery order was paid in cash/)

    const { orderId, cookie } = await paidOrder()
    const bad = await refund(orderId, { amount: 10.005, reason: 'Goodwill' })
    expect(bad.statusCode).toBe(400)
    expect(bad.data.errors).toContainEqual({
      path: 'amount',
      message: 'Amount can have at most two decimals',
    })
    expect((await refund(orderId, { amount: 0.5, reason: 'Goodwill' })).statusCode).toBe(400)
    expect((await refund(orderId, { amount: 100, reason: 'Goodwill' }, cookie)).statusCode).toBe(
      403,
    )
    expect((await refund(orderId, { amount: 100, reason: 'Goodwill' }, '')).statusCode).toBe(401)
    expect(await refundsOf(orderId)).toEqual([])
  })
})

describe('refunds through the payment simulator (no Razorpay keys)', () => {
  it('settles a cancelled order’s refund with its own signed refund.processed webhook', async () => {
    const sim = await createTestApp()
    try {
      const products = await insertCheckoutProducts(sim.db)
      const { cookie } = await createSignedInUser(sim.db)
      const created = await placeOrder(sim.app, cookie, [line(products.glass)])
      const razorpayOrderId = created.data.razorpayOrderId as string
      await payThroughSimulator(sim.app, cookie, razorpayOrderId)
      const orderId = created.data.orderId as string
      expect(
        (await call(sim.app, 'POST', `/api/orders/${orderId}/cancel`, REASON, { cookie }))
          .statusCode,
      ).toBe(200)
      const [pending] = await sim.db.select().from(refunds).where(eq(refunds.orderId, orderId))
      expect(pending).toMatchObject({
        status: 'pending',
        razorpayRefundId: expect.stringMatching(/^rfnd_/),
      })

      await vi.waitFor(
        async () => {
          const [row] = await sim.db.select().from(refunds).where(eq(refunds.orderId, orderId))
          expect(row?.status).toBe('processed')
        },
        { timeout: 5000, interval: 100 },
      )
      const documents = await sim.db.select().from(invoices).where(eq(invoices.orderId, orderId))
      expect(documents.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice'])
    } finally {
      await sim.close()
    }
  })
})
