// Payments that land where nothing can be sold any more: each goes back in full, once, and no
// unit or coupon use is taken past what there is, however many windows are paid at once.
import { and, eq, inArray, isNotNull, like, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  coupons,
  mailOutbox,
  orders,
  payments,
  productVariants,
  refunds,
} from '../db/schema/index.ts'
import {
  ADDRESS,
  ageOrderPastPaymentWindow,
  checkoutResult,
  insertCoupon,
  insertStockedProduct,
  line,
  payFor,
  placeOrder,
} from '../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { postWebhook, refundEvent } from '../testing/razorpay-webhook.ts'
import { STUB_KEY_SECRET } from '../testing/razorpay-stub.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const { shop, admin } = useStaffedCheckoutShop()
const db = () => shop.t.db

/** The refunds the Razorpay stand-in was asked for, by payment. */
const refundedPayments = () => new Map(shop.stub.refunds.map((r) => [r.payment_id, r.amount]))

describe('a payment the shop cannot take', () => {
  it('is returned in full, once, when a second window of a paid checkout is paid', async () => {
    const { cookie, user } = await createSignedInUser(db())
    const created = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    const razorpayOrderId = created.data.razorpayOrderId as string
    const first = await payFor(shop.t.app, cookie, razorpayOrderId)
    expect(first.statusCode).toBe(200)

    const secondWindow = checkoutResult(STUB_KEY_SECRET, razorpayOrderId)
    const verify = () =>
      call(shop.t.app, 'POST', '/api/orders/verify-payment', secondWindow, { cookie })
    const second = await verify()
    expect(second.statusCode).toBe(409)
    expect(second.data.message).toBe(
      'Your payment could not be accepted because this checkout had already been paid. It is being refunded in full and reaches your account in 7-14 days.',
    )
    expect((await verify()).statusCode).toBe(409)
    expect(refundedPayments().get(secondWindow.razorpayPaymentId)).toBe(318_62)
    expect(
      shop.stub.refunds.filter((r) => r.payment_id === secondWindow.razorpayPaymentId),
    ).toHaveLength(1)

    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, created.data.orderId as string))
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', refundedAmount: 0 })
    const recorded = await db().select().from(payments).where(eq(payments.orderId, order!.id))
    expect(recorded.map((p) => p.outcome).sort()).toEqual(['already_paid', 'paid'])
    const mail = await shop.t.app.mailWorker.drain().then(() => smtpFor(user.email))
    expect(mail.map((m) => m.subject)).toContain('Your payment of ₹318.62 is being refunded')
  })

  it('tells its shopper, and staff through the log, when Razorpay refuses to refund it', async () => {
    const { cookie, user } = await createSignedInUser(db())
    const created = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    const razorpayOrderId = created.data.razorpayOrderId as string
    expect((await payFor(shop.t.app, cookie, razorpayOrderId)).statusCode).toBe(200)
    const second = await payFor(shop.t.app, cookie, razorpayOrderId)
    expect(second.statusCode).toBe(409)
    const [back] = await db()
      .select()
      .from(refunds)
      .where(
        and(eq(refunds.orderId, created.data.orderId as string), eq(refunds.returnsPayment, true)),
      )
    const made = shop.stub.refunds.find((r) => r.notes.refundId === back!.id)!
    expect((await postWebhook(shop.t.app, refundEvent(made, 'refund.failed'))).statusCode).toBe(200)
    const [failed] = await db().select().from(refunds).where(eq(refunds.id, back!.id))
    expect(failed?.status).toBe('failed')
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, created.data.orderId as string))
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', refundedAmount: 0 })
    const subjects = (await smtpFor(user.email)).map((m) => m.subject)
    expect(subjects).toContain('Your refund of ₹318.62 needs our help')
    expect(subjects.filter((s) => s.includes('has been refunded'))).toEqual([])
  })

  it('is returned in full when it lands on an order staff cancelled, which never becomes paid again', async () => {
    const { cookie } = await createSignedInUser(db())
    const created = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    const razorpayOrderId = created.data.razorpayOrderId as string
    expect((await payFor(shop.t.app, cookie, razorpayOrderId)).statusCode).toBe(200)
    const cancelled = await call(
      shop.t.app,
      'POST',
      `/api/orders/${created.data.orderId as string}/cancel`,
      { reason: 'Fraud suspected' },
      { cookie: admin() },
    )
    expect(cancelled.statusCode).toBe(200)

    const late = await payFor(shop.t.app, cookie, razorpayOrderId)
    expect(late.statusCode).toBe(409)
    expect(late.data.message).toContain('the order had been cancelled')
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, created.data.orderId as string))
    expect(order?.status).toBe('cancelled')
    const back = await db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order!.id), eq(refunds.returnsPayment, true)))
    expect(back.map((r) => r.amount)).toEqual([318_62])
  })

  it('takes a late checkout’s coupon use again only while the coupon has one left', async () => {
    const coupon = await insertCoupon(db(), { maxUsage: 1 })
    const late = await createSignedInUser(db())
    const prompt = await createSignedInUser(db())
    const held = await placeOrder(
      shop.t.app,
      late.cookie,
      [line(shop.catalogue.glass)],
      coupon.code,
    )
    await ageOrderPastPaymentWindow(db(), held.data.orderId as string)
    const next = await placeOrder(
      shop.t.app,
      prompt.cookie,
      [line(shop.catalogue.glass)],
      coupon.code,
    )
    expect(
      (await payFor(shop.t.app, prompt.cookie, next.data.razorpayOrderId as string)).statusCode,
    ).toBe(200)

    const paidLate = await payFor(shop.t.app, late.cookie, held.data.razorpayOrderId as string)
    expect(paidLate.statusCode).toBe(409)
    expect(paidLate.data.message).toContain('its coupon was used up by other orders meanwhile')
    const [after] = await db().select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(after?.usageCount).toBe(1)
  })

  it('revives a late checkout whose units and coupon use are still there, as an order', async () => {
    const coupon = await insertCoupon(db(), { maxUsage: 1 })
    const { product } = await insertStockedProduct(db(), 1, 'Revived Case')
    const { cookie } = await createSignedInUser(db())
    const held = await placeOrder(shop.t.app, cookie, [line(product)], coupon.code)
    await ageOrderPastPaymentWindow(db(), held.data.orderId as string)
    const paid = await payFor(shop.t.app, cookie, held.data.razorpayOrderId as string)
    expect(paid.statusCode).toBe(200)
    expect(paid.data.order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    // Its timeline starts as it was placed: the checkout let go before is no step of the order.
    const steps = (paid.data.order as { timeline: { kind: string }[] }).timeline
    expect(steps.map((s) => s.kind)).toEqual(['placed', 'paid', 'invoice_issued'])
    const [after] = await db().select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(after?.usageCount).toBe(1)
    const [variant] = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
    expect(variant).toMatchObject({ stock: 0, reserved: 0 })
  })
})

describe('windows paid at once', () => {
  it('use a 3-use coupon at most 3 times when two shoppers each pay 9 checkouts, and return every other payment once', async () => {
    const coupon = await insertCoupon(db(), { maxUsage: 3 })
    const shoppers = await Promise.all([createSignedInUser(db()), createSignedInUser(db())])
    const windows = await Promise.all(
      shoppers.flatMap(({ cookie }) =>
        Array.from({ length: 9 }, async () => {
          const created = await placeOrder(
            shop.t.app,
            cookie,
            [line(shop.catalogue.charger)],
            coupon.code,
          )
          return { cookie, created }
        }),
      ),
    )
    const opened = windows.filter((w) => w.created.statusCode === 201)
    const paid = await Promise.all(
      opened.map(({ cookie, created }) =>
        payFor(shop.t.app, cookie, created.data.razorpayOrderId as string),
      ),
    )
    const taken = paid.filter((p) => p.statusCode === 200)
    const returned = paid.filter((p) => p.statusCode === 409)
    expect(taken.length + returned.length).toBe(opened.length)
    expect(taken.length).toBeGreaterThanOrEqual(1)
    expect(taken.length).toBeLessThanOrEqual(3)
    const [after] = await db().select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(after?.usageCount).toBe(taken.length)
    await expectEachReturnedOnce(opened, returned.length)
    report('3-use coupon, 2 shoppers × 9 checkouts', opened.length, taken.length, returned.length)
  }, 60_000)

  it('sell 3 units as exactly 3 orders when five shoppers each pay 10 checkouts, and return the rest', async () => {
    const { product } = await insertStockedProduct(db(), 3, 'Last Three Bank')
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => createSignedInUser(db())))
    const windows = await Promise.all(
      shoppers.flatMap(({ cookie }) =>
        // Each to another address, so each replaces the shopper's last and lets its unit go.
        Array.from({ length: 10 }, async (_, i) => ({
          cookie,
          created: await placeOrder(shop.t.app, cookie, [line(product)], null, {
            ...ADDRESS,
            address: `${i + 1} MG Road, Indiranagar`,
          }),
        })),
      ),
    )
    const opened = windows.filter((w) => w.created.statusCode === 201)
    const paid = await Promise.all(
      opened.map(({ cookie, created }) =>
        payFor(shop.t.app, cookie, created.data.razorpayOrderId as string),
      ),
    )
    expect(paid.filter((p) => p.statusCode === 200)).toHaveLength(3)
    const placed = await db()
      .select()
      .from(orders)
      .where(and(inArray(orders.id, attemptIds(opened)), isNotNull(orders.placedAt)))
    expect(placed).toHaveLength(3)
    expect(placed.every((o) => o.paymentIssue === null)).toBe(true)
    const [variant] = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
    expect(variant).toMatchObject({ stock: 0, reserved: 0 })
    await expectEachReturnedOnce(opened, paid.length - 3)
    report('3 units, 5 shoppers × 10 checkouts', opened.length, 3, paid.length - 3)
  }, 60_000)
})

describe('order numbers', () => {
  it('are given to orders only, as they are placed, without gaps', async () => {
    const { cookie } = await createSignedInUser(db())
    await placeOrder(shop.t.app, cookie, [line(shop.catalogue.cheapCase)]) // never paid
    const other = await createSignedInUser(db())
    const paid = await placeOrder(shop.t.app, other.cookie, [line(shop.catalogue.glass)])
    await payFor(shop.t.app, other.cookie, paid.data.razorpayOrderId as string)
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
      .format(new Date())
      .replaceAll('-', '')
    const numbered = await db()
      .select({ orderNumber: orders.orderNumber, placedAt: orders.placedAt })
      .from(orders)
      .where(like(orders.orderNumber, `KV-${day}-%`))
    const serials = numbered.map((o) => Number(o.orderNumber!.slice(-4))).sort((a, b) => a - b)
    expect(serials).toEqual(serials.map((_, i) => i + 1))
    expect(numbered.every((o) => o.placedAt !== null)).toBe(true)
  })
})

type Window = { created: { data: Record<string, unknown> } }
const attemptIds = (windows: Window[]) => [
  ...new Set(windows.map((w) => w.created.data.orderId as string)),
]

/** Each payment of these windows that bought nothing was refunded in full, exactly once. */
async function expectEachReturnedOnce(windows: Window[], count: number) {
  const returned = await db()
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, attemptIds(windows)), ne(payments.outcome, 'paid')))
  expect(returned).toHaveLength(count)
  const asked = refundedPayments()
  for (const payment of returned) {
    const made = shop.stub.refunds.filter((r) => r.payment_id === payment.razorpayPaymentId)
    expect(made).toHaveLength(1)
    expect(asked.get(payment.razorpayPaymentId)).toBe(payment.amount)
  }
}

/** The race's figures, for the record. */
function report(race: string, windows: number, orders: number, returned: number) {
  console.info(`${race}: ${windows} windows paid, ${orders} orders, ${returned} payments returned`)
}

async function smtpFor(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
}
