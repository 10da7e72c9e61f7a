import { and, asc, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AdminDashboardSchema } from '#domain/admin-dashboard.ts'
import { istDate } from '#domain/business-days.ts'
import {
  type ApiOrder,
  OrderChangedResponseSchema,
  OrderPageResponseSchema,
  type ApiOrderPage,
} from '#domain/order/responses.ts'
import { TrackingWebhookResponseSchema, WRONG_WEBHOOK_TOKEN } from '#domain/shipping/shipment.ts'
import {
  LAST_ATTEMPT_USED,
  NO_FAILED_DELIVERY,
  OpenFailedDeliveriesResponseSchema,
  REATTEMPT_ASKED,
} from '#domain/shipping/tracking.ts'
import {
  failedDeliveries,
  invoices,
  mailOutbox,
  orders,
  productVariants,
  refunds,
  shipmentScans,
  stockMovements,
} from '../db/schema/index.ts'
import { SIMULATED_NDR_REASON } from '../services/shipping/simulated-parcel.ts'
import {
  insertStockedProduct,
  line,
  placeCashOrder,
  shopperWithPaidOrder,
} from '../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../testing/checkout-shop.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const { shop, admin } = useStaffedCheckoutShop()
const db = () => shop.t.db
const app = () => shop.t.app

/** A new shopper's paid order (two cases unless told), booked with the courier simulator. */
async function shippedOrder(items = [line(shop.catalogue.cheapCase, 2)]) {
  const paid = await shopperWithPaidOrder(shop.t, items)
  const shipped = await call(app(), 'POST', `/api/orders/admin/${paid.orderId}/ship`, undefined, {
    cookie: admin(),
  })
  expect(shipped.statusCode).toBe(200)
  const order = shipped.data.order as ApiOrder
  return { ...paid, awb: order.shipment?.awb ?? '', orderNumber: order.orderNumber }
}

/** A new shopper's cash-on-delivery order of a charger, confirmed and booked. */
async function shippedCashOrder() {
  const shopper = await createSignedInUser(db())
  const placed = await placeCashOrder(app(), shopper.cookie, [line(shop.catalogue.charger)])
  const orderId = placed.data.orderId as string
  await call(app(), 'POST', `/api/orders/${orderId}/confirm`, undefined, { cookie: shopper.cookie })
  const shipped = await call(app(), 'POST', `/api/orders/admin/${orderId}/ship`, undefined, {
    cookie: admin(),
  })
  const order = shipped.data.order as ApiOrder
  return { ...shopper, orderId, awb: order.shipment?.awb ?? '', orderNumber: order.orderNumber }
}

/** Staff push the simulated parcel to its next scan, which the simulator posts to the webhook. */
async function scan(awb: string, next: string) {
  const pushed = await call(
    app(),
    'POST',
    '/api/shipping/simulator/scans',
    { awb, scan: next },
    { cookie: admin() },
  )
  expect(pushed.statusCode).toBe(200)
  expect(pushed.data.webhookStatus).toBe(200)
}

/** Posts a tracking webhook as Shiprocket would, with the shop's token unless another is given. */
function webhook(body: unknown, apiKey: string | null = app().shipping.webhookToken ?? '') {
  return app().inject({
    method: 'POST',
    url: '/api/shipping/webhook',
    headers: {
      'content-type': 'application/json',
      ...(apiKey !== null && { 'x-api-key': apiKey }),
    },
    payload: JSON.stringify(body),
  })
}

/** India's clock `hours` from now, as Shiprocket writes scan times: `2026-11-20 10:00:00`. */
const istClock = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000 + 330 * 60_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ')
/** The instant an India clock time names. */
const instant = (ist: string) =>
  new Date(new Date(`${ist.replace(' ', 'T')}Z`).getTime() - 330 * 60_000).toISOString()

/** Shiprocket's body for one scan of a parcel, at an India time `2026-11-20 10:00:00`. */
const scanBody = (awb: string, id: number, label: string, at: string, location = 'Pune Hub') => ({
  awb,
  courier_name: 'Delhivery Surface',
  current_status: label,
  current_status_id: id + 100,
  shipment_status: label,
  shipment_status_id: id,
  current_timestamp: at.slice(0, 10).split('-').reverse().join(' ') + at.slice(10),
  order_id: 'KV-1',
  scans: [
    {
      date: at,
      status: 'X',
      activity: label,
      location,
      'sr-status': String(id),
      'sr-status-label': label,
    },
  ],
  is_return: 0,
})

const orderRow = async (orderId: string) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0]
const timelineKinds = async (orderId: string, cookie: string) =>
  ((await page(orderId, cookie)).data.order as ApiOrderPage).timeline.map((step) => step.kind)
const page = (ref: string, cookie?: string) =>
  call(app(), 'GET', `/api/orders/${ref}`, undefined, { ...(cookie && { cookie }) })
const mailsTo = (email: string, subject: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, subject)))

describe('POST /api/shipping/webhook', () => {
  it('refuses a missing or wrong x-api-key with 401, before reading the body', async () => {
    for (const key of [null, '', 'not-the-token']) {
      const answer = await webhook({ nonsense: true }, key)
      expect(answer.statusCode).toBe(401)
      expect(answer.json()).toEqual({ message: WRONG_WEBHOOK_TOKEN })
    }
  })

  it('dispatches a booked order when the courier picks it up, mailing the tracking link', async () => {
    const {
      orderId,
      awb,
      user: { email },
      cookie,
    } = await shippedOrder()
    await scan(awb, 'picked_up')
    const order = (await page(orderId, cookie)).data.order as ApiOrderPage
    expect(order.status).toBe('dispatched')
    expect(order.timeline.at(-1)?.label).toBe(
      `Dispatched via Kavach Express (simulated), tracking ${awb} at Okhla Hub (Delhi)`,
    )
    expect(order.tracking).toEqual([
      expect.objectContaining({
        scan: 'picked_up',
        label: 'Picked up',
        location: 'Okhla Hub (Delhi)',
      }),
    ])
    const [mail] = await mailsTo(email, '%Dispatched%')
    expect(mail?.text).toContain(`Track your parcel: ${order.shipment?.trackingUrl}`)
  })

  it('records a scan once however often it comes, and answers an AWB nobody booked with 200', async () => {
    const { orderId, awb, cookie } = await shippedOrder()
    const pickedUp = istClock(1)
    const body = scanBody(awb, 42, 'PICKED UP', pickedUp)
    const first = await webhook(body)
    expect(first.statusCode).toBe(200)
    expectDeclared('POST /api/shipping/webhook', TrackingWebhookResponseSchema, first)
    expect(first.json()).toEqual({ status: 'processed' })
    const again = await Promise.all([webhook(body), webhook(body)])
    expect(again.map((a) => a.json())).toEqual([{ status: 'duplicate' }, { status: 'duplicate' }])
    expect(await timelineKinds(orderId, cookie)).toEqual([
      'placed',
      'paid',
      'invoice_issued',
      'packed',
      'shipment_booked',
      'dispatched',
    ])
    const rows = await db()
      .select()
      .from(shipmentScans)
      .where(eq(shipmentScans.courierStatusId, 42))
    expect(rows.filter((row) => row.at.toISOString() === instant(pickedUp))).toHaveLength(1)

    const stranger = await webhook(scanBody('999000111222', 7, 'DELIVERED', '2026-11-20 10:00:00'))
    expect(stranger.statusCode).toBe(200)
    expect(stranger.json()).toEqual({ status: 'ignored' })
    expect((await webhook({ awb: '' })).statusCode).toBe(400)
  })

  it('takes scans out of order: delivered first moves the order through dispatched, an older scan moves nothing', async () => {
    const { orderId, awb, cookie } = await shippedOrder()
    const delivered = istClock(30)
    expect((await webhook(scanBody(awb, 7, 'DELIVERED', delivered))).statusCode).toBe(200)
    expect(await webhook(scanBody(awb, 42, 'PICKED UP', istClock(2)))).toMatchObject({
      statusCode: 200,
    })
    const order = (await page(orderId, cookie)).data.order as ApiOrderPage
    expect(order.status).toBe('delivered')
    expect(order.deliveredAt).toBe(instant(delivered))
    expect(order.timeline.filter((s) => s.kind === 'dispatched' || s.kind === 'delivered')).toEqual(
      [
        expect.objectContaining({ kind: 'dispatched', at: instant(delivered) }),
        expect.objectContaining({ kind: 'delivered', label: 'Delivered at Pune Hub' }),
      ],
    )
    expect(order.tracking.map((t) => t.scan)).toEqual(['delivered', 'picked_up'])
  })

  it('marks a cash-on-delivery parcel paid when it is delivered', async () => {
    const { orderId, awb } = await shippedCashOrder()
    for (const next of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      await scan(awb, next)
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' })
  })

  it('mails the tracking link when the parcel is out for delivery', async () => {
    const {
      awb,
      user: { email },
    } = await shippedOrder()
    await scan(awb, 'picked_up')
    await scan(awb, 'out_for_delivery')
    const [mail] = await mailsTo(email, '%Out for delivery%')
    expect(mail?.text).toContain('is out for delivery today')
    expect(mail?.text).toContain(`/api/shipping/simulator/tracking/${awb}`)
  })
})

describe('a failed delivery', () => {
  it('mails the shopper the reason and offers another attempt or cancel on the order page', async () => {
    const {
      orderNumber,
      awb,
      user: { email },
      cookie,
    } = await shippedOrder()
    await scan(awb, 'picked_up')
    await scan(awb, 'undelivered')
    const answer = await page(orderNumber, cookie)
    expectDeclared('GET /api/orders/:id', OrderPageResponseSchema, answer)
    const order = answer.data.order as ApiOrderPage
    expect(order.failedDelivery).toMatchObject({
      attempt: 1,
      reason: SIMULATED_NDR_REASON,
      reattemptFrom: istDate(new Date(), 1),
      reattemptUntil: istDate(new Date(), 3),
    })
    expect(order.timeline.at(-1)?.label).toBe(`Delivery attempt 1 failed: ${SIMULATED_NDR_REASON}`)
    const [mail] = await mailsTo(email, '%delivery attempt 1 failed%')
    expect(mail?.text).toContain(SIMULATED_NDR_REASON)
    expect(mail?.text).toContain(`/dashboard/orders/${orderNumber}`)
  })

  it('passes the shopper’s day and phone to the courier as a re-attempt, once', async () => {
    const { orderId, awb, cookie } = await shippedOrder()
    await scan(awb, 'picked_up')
    await scan(awb, 'undelivered')
    const answer = (body: object, who = cookie) =>
      call(app(), 'POST', `/api/orders/${orderId}/delivery-attempt`, body, { cookie: who })

    const tooLate = await answer({ action: 'reattempt', date: istDate(new Date(), 5) })
    expect(tooLate.statusCode).toBe(400)
    expect(tooLate.data.message).toMatch(/^Choose a day from /)
    expect((await answer({ action: 'reattempt', phone: '12345' })).statusCode).toBe(400)
    expect((await answer({ action: 'cancel', date: istDate(new Date(), 1) })).statusCode).toBe(400)
    const stranger = await createSignedInUser(db())
    expect((await answer({ action: 'reattempt' }, stranger.cookie)).statusCode).toBe(404)

    const date = istDate(new Date(), 2)
    const asked = await answer({ action: 'reattempt', date, phone: '+91 98110 12345' })
    expect(asked.statusCode).toBe(200)
    expectDeclared('POST /api/orders/:id/delivery-attempt', OrderChangedResponseSchema, asked)
    expect(asked.data.message).toBe(REATTEMPT_ASKED)
    expect(app().shipping.simulator?.ndrActionsOf(awb)).toEqual([
      { action: 're-attempt', comments: `Deliver on ${date}. Call 9811012345` },
    ])
    const [row] = await db()
      .select()
      .from(failedDeliveries)
      .where(eq(failedDeliveries.orderId, orderId))
    expect(row).toMatchObject({
      action: 'reattempt',
      actionBy: 'shopper',
      preferredDate: date,
      phone: '9811012345',
    })
    expect(((await page(orderId, cookie)).data.order as ApiOrderPage).failedDelivery).toBeNull()

    const twice = await answer({ action: 'cancel' })
    expect(twice.statusCode).toBe(409)
    expect(twice.data.message).toBe(NO_FAILED_DELIVERY)
  })

  it('is listed for staff with its age until someone answers it', async () => {
    const { orderId, orderNumber, awb } = await shippedOrder()
    await scan(awb, 'undelivered')
    const list = await call(app(), 'GET', '/api/orders/admin/failed-deliveries', undefined, {
      cookie: admin(),
    })
    expectDeclared(
      'GET /api/orders/admin/failed-deliveries',
      OpenFailedDeliveriesResponseSchema,
      list,
    )
    expect(list.data.failedDeliveries).toContainEqual(
      expect.objectContaining({
        orderId,
        orderNumber,
        awb,
        attempt: 1,
        reason: SIMULATED_NDR_REASON,
      }),
    )
    const shopper = await createSignedInUser(db())
    const refused = await call(app(), 'GET', '/api/orders/admin/failed-deliveries', undefined, {
      cookie: shopper.cookie,
    })
    expect(refused.statusCode).toBe(403)

    const cancelled = await call(
      app(),
      'POST',
      `/api/orders/${orderId}/delivery-attempt`,
      { action: 'cancel' },
      {
        cookie: admin(),
      },
    )
    expect(cancelled.statusCode).toBe(200)
    expect(app().shipping.simulator?.ndrActionsOf(awb)).toEqual([
      { action: 'return', comments: 'The buyer cancelled the delivery' },
    ])
    const after = await call(app(), 'GET', '/api/orders/admin/failed-deliveries', undefined, {
      cookie: admin(),
    })
    expect(after.data.failedDeliveries).not.toContainEqual(expect.objectContaining({ orderId }))
  })

  it('after the second failed attempt, calls the parcel back itself and offers nothing more', async () => {
    const {
      orderId,
      awb,
      user: { email },
      cookie,
    } = await shippedOrder()
    await scan(awb, 'undelivered')
    const ask = { action: 'reattempt' }
    await call(app(), 'POST', `/api/orders/${orderId}/delivery-attempt`, ask, { cookie })
    await scan(awb, 'undelivered')
    expect(
      app()
        .shipping.simulator?.ndrActionsOf(awb)
        .map((a) => a.action),
    ).toEqual(['re-attempt', 'return'])
    expect(app().shipping.simulator?.ndrActionsOf(awb).at(-1)?.comments).toBe(LAST_ATTEMPT_USED)
    expect(((await page(orderId, cookie)).data.order as ApiOrderPage).failedDelivery).toBeNull()
    const [mail] = await mailsTo(email, '%delivery attempt 2 failed%')
    expect(mail?.text).toContain('This was the last attempt')
  })
})

describe('a parcel sent back (RTO)', () => {
  it('refunds a prepaid order in full and counts its units in again once it is back', async () => {
    const { product } = await insertStockedProduct(db(), 10, 'Returned Case')
    const { orderId, awb, cookie } = await shippedOrder([line(product, 2)])
    const variant = async () =>
      (
        await db().select().from(productVariants).where(eq(productVariants.productId, product.id))
      )[0]
    const before = (await variant())?.stock ?? 0
    await scan(awb, 'picked_up')
    await scan(awb, 'rto_initiated')
    expect(await orderRow(orderId)).toMatchObject({ status: 'returning' })
    expect((await variant())?.stock).toBe(before)
    // Reported twice at once, the parcel is back once: one refund, one restock.
    const back = scanBody(awb, 10, 'RTO DELIVERED', istClock(48), 'Okhla Hub (Delhi)')
    const answers = await Promise.all([webhook(back), webhook(back)])
    expect(answers.map((a) => a.json().status).sort()).toEqual(['duplicate', 'processed'])

    const order = await orderRow(orderId)
    expect(order).toMatchObject({ status: 'returned', refundedAmount: order?.total })
    expect((await variant())?.stock).toBe(before + 2)
    const ledger = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.kind, 'restock')))
    expect(ledger).toMatchObject([{ delta: 2, reason: 'Parcel returned undelivered' }])
    const money = await db().select().from(refunds).where(eq(refunds.orderId, orderId))
    expect(money).toMatchObject([{ amount: order?.total, requestedBy: 'system' }])
    const kinds = await timelineKinds(orderId, cookie)
    expect(kinds).toEqual(expect.arrayContaining(['returning', 'returned', 'refund_pending']))
  })

  it('closes a cash-on-delivery order with nothing to refund, its invoice cancelled by a credit note', async () => {
    const { orderId, awb } = await shippedCashOrder()
    await scan(awb, 'picked_up')
    await scan(awb, 'undelivered')
    await scan(awb, 'rto_delivered')
    expect(await orderRow(orderId)).toMatchObject({
      status: 'returned',
      paymentStatus: 'expired',
      refundedAmount: 0,
    })
    const docs = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.issuedAt))
    expect(docs.map((d) => [d.kind, d.total])).toEqual([
      ['invoice', docs[0]?.total],
      ['credit_note', docs[0]?.total],
    ])
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([])
  })

  it('shows on the dashboard as the RTO rate of the last 30 days, cash and prepaid apart', async () => {
    const dashboard = await call(app(), 'GET', '/api/admin/dashboard', undefined, {
      cookie: admin(),
    })
    expect(dashboard.statusCode).toBe(200)
    const parsed = AdminDashboardSchema.parse(dashboard.data)
    const cod = parsed.returnToOrigin.find((row) => row.paymentMethod === 'cod')
    expect(cod?.returned).toBeGreaterThanOrEqual(1)
    expect(cod?.rate).toBe(
      Math.round((cod!.returned / (cod!.returned + cod!.delivered)) * 1000) / 10,
    )
  })
})

describe('GET /api/orders/:id', () => {
  it('shows the shopper their own order by number or id, with the delivery window promised', async () => {
    const { orderId, order, cookie } = await shopperWithPaidOrder(shop.t, [
      line(shop.catalogue.glass),
    ])
    const byNumber = await page(order.orderNumber, cookie)
    expect(byNumber.statusCode).toBe(200)
    expect(byNumber.data.order).toMatchObject({ _id: orderId, tracking: [], failedDelivery: null })
    expect((byNumber.data.order as ApiOrderPage).expectedDelivery).toEqual({
      earliest: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      latest: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    expect((await page(orderId, cookie)).data.order).toMatchObject({
      orderNumber: order.orderNumber,
    })

    const stranger = await createSignedInUser(db())
    expect((await page(orderId, stranger.cookie)).statusCode).toBe(404)
    expect((await page(orderId)).statusCode).toBe(401)
    expect((await page('not-an-order', cookie)).statusCode).toBe(400)
  })
})
