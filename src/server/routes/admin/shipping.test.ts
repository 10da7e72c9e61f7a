import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { COD_NOT_YET_CONFIRMED, DISPATCH_NEEDS_TRACKING } from '#domain/order/lifecycle.ts'
import { type ApiOrder, OrderChangedResponseSchema } from '#domain/order/responses.ts'
import {
  NO_COURIER,
  SHIPMENT_NOT_FOUND,
  SimulatedScanResponseSchema,
} from '#domain/shipping/shipment.ts'
import { invoices, products, shipments } from '../../db/schema/index.ts'
import { CourierError } from '../../services/shipping/courier.ts'
import {
  insertCheckoutProducts,
  insertStockedProduct,
  line,
  payThroughSimulator,
  placeCashOrder,
  placeOrder,
  setOrderStatus,
  shopperWithPaidOrder,
} from '../../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../../testing/checkout-shop.ts'
import { expectDeclared } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { pdfText } from '../../testing/pdf-text.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

const { shop, admin } = useStaffedCheckoutShop()
const db = () => shop.t.db

/** Ships as staff, or as whoever's cookie is given (null: a visitor). */
const ship = (orderId: string, cookie: string | null = admin()) =>
  call(shop.t.app, 'POST', `/api/orders/admin/${orderId}/ship`, undefined, {
    cookie: cookie ?? undefined,
  })
const labelOf = (orderId: string) =>
  call(shop.t.app, 'GET', `/api/orders/admin/${orderId}/label.pdf`, undefined, { cookie: admin() })

/** A new shopper's paid order of two cases and a glass. */
const paidOrder = () =>
  shopperWithPaidOrder(shop.t, [line(shop.catalogue.cheapCase, 2), line(shop.catalogue.glass)], {
    name: 'Asha Rao',
  })

/** A new shopper's cash-on-delivery order of a charger, placed and not yet confirmed. */
async function cashOrder() {
  const shopper = await createSignedInUser(db())
  const placed = await placeCashOrder(shop.t.app, shopper.cookie, [line(shop.catalogue.charger)])
  expect(placed.statusCode).toBe(201)
  return { ...shopper, orderId: placed.data.orderId as string }
}

const shipmentRows = (orderId: string) =>
  db().select().from(shipments).where(eq(shipments.orderId, orderId))

describe('POST /api/orders/admin/:id/ship', () => {
  it('books the parcel with the courier; the order waits packed for pickup, its AWB as tracking', async () => {
    const { orderId } = await paidOrder()
    const response = await ship(orderId)
    expect(response.statusCode).toBe(200)
    expectDeclared('POST /api/orders/admin/:id/ship', OrderChangedResponseSchema, response)
    const order = response.data.order as ApiOrder
    const awb = order.shipment?.awb ?? ''
    expect(awb).toMatch(/^\d{11,}$/)
    expect(response.data.message).toBe(`Parcel booked with Kavach Express (simulated), AWB ${awb}`)
    expect(order).toMatchObject({
      status: 'packed',
      courier: 'Kavach Express (simulated)',
      trackingNumber: awb,
      shipment: {
        awb,
        courier: 'Kavach Express (simulated)',
        trackingUrl: `http://localhost:3000/api/shipping/simulator/tracking/${awb}`,
      },
    })
    expect(order.timeline.at(-1)?.label).toBe(
      `Parcel booked with Kavach Express (simulated), AWB ${awb}`,
    )
    // Two cases and a glass (2 × 80 g + 50 g) in the small box (40 g).
    expect(await shipmentRows(orderId)).toEqual([
      expect.objectContaining({
        provider: 'simulator',
        awb,
        weightGrams: 250,
        lengthCm: 22,
        breadthCm: 16,
        heightCm: 6,
      }),
    ])
    const tracking = await call(
      shop.t.app,
      'GET',
      `/api/shipping/simulator/tracking/${awb}`,
      undefined,
    )
    expect(tracking.body).toContain(`AWB ${awb}`)
  })

  it('books a parcel while the catalogue answers are cached, as once any shopper has browsed', async () => {
    const browsed = await call(shop.t.app, 'GET', '/api/products?limit=1', undefined)
    expect(browsed.statusCode).toBe(200)
    expect(shop.t.app.catalogueCache.size).toBeGreaterThan(0)
    const { orderId } = await paidOrder()
    const response = await ship(orderId)
    expect(response.statusCode).toBe(200)
  })

  it('weighs a unit at its product’s own weight when staff gave one', async () => {
    const { product } = await insertStockedProduct(db(), 5, 'Heavy Stand')
    await db().update(products).set({ weightGrams: 900 }).where(eq(products.id, product.id))
    const { orderId } = await shopperWithPaidOrder(shop.t, [line(product, 1)])
    expect((await ship(orderId)).statusCode).toBe(200)
    // 900 g in the small box (40 g).
    expect(await shipmentRows(orderId)).toEqual([expect.objectContaining({ weightGrams: 940 })])
  })

  it('lets only staff ship: 401 for a visitor, 403 for a shopper, 404 for no such order', async () => {
    const { orderId, cookie } = await paidOrder()
    expect((await ship(orderId, null)).statusCode).toBe(401)
    expect((await ship(orderId, cookie)).statusCode).toBe(403)
    const missing = await ship(randomUUID())
    expect(missing.statusCode).toBe(404)
    expect(missing.data.message).toBe('Order not found')
    expect(await shipmentRows(orderId)).toEqual([])
  })

  it('ships an order once: shipping it again, or twice at once, is refused with the first AWB', async () => {
    const { orderId } = await paidOrder()
    const [one, other] = await Promise.all([ship(orderId), ship(orderId)])
    const codes = [one.statusCode, other.statusCode].sort()
    expect(codes).toEqual([200, 409])
    const [row] = await shipmentRows(orderId)
    const again = await ship(orderId)
    expect(again.statusCode).toBe(409)
    expect(again.data.message).toBe(
      `This order is already shipped with Kavach Express (simulated), AWB ${row?.awb}`,
    )
    expect(await shipmentRows(orderId)).toHaveLength(1)
  })

  it("refuses a cash-on-delivery order its shopper hasn't confirmed, and books nothing", async () => {
    const { orderId } = await cashOrder()
    const before = shop.t.app.shipping.simulator?.parcelCount()
    const response = await ship(orderId)
    expect(response.statusCode).toBe(409)
    expect(response.data.message).toBe(COD_NOT_YET_CONFIRMED)
    expect(shop.t.app.shipping.simulator?.parcelCount()).toBe(before)
    expect(await shipmentRows(orderId)).toEqual([])
  })

  it('invoices a confirmed cash-on-delivery order as it ships, the cash still to collect', async () => {
    const { orderId, cookie } = await cashOrder()
    const confirmed = await call(shop.t.app, 'POST', `/api/orders/${orderId}/confirm`, undefined, {
      cookie,
    })
    expect(confirmed.statusCode).toBe(200)
    const response = await ship(orderId)
    expect(response.statusCode).toBe(200)
    const order = response.data.order as ApiOrder
    expect(order).toMatchObject({ status: 'packed', paymentStatus: 'pending' })
    expect(order.documents).toEqual([expect.objectContaining({ kind: 'invoice' })])
    expect(order.timeline.map((step) => step.kind)).toEqual(
      expect.arrayContaining(['invoice_issued', 'shipment_booked']),
    )

    const delivered = await setOrderStatus(shop.t.app, admin(), orderId, { status: 'delivered' })
    expect(delivered.data.order).toMatchObject({ paymentStatus: 'paid' })
    const rows = await db().select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(rows.map((row) => row.kind)).toEqual(['invoice'])
  })

  it('answers 502 with the courier’s reason when it refuses, leaving the order as it was', async () => {
    const refusing = await createTestApp(
      {},
      {
        courier: {
          provider: 'shiprocket',
          book: () => Promise.reject(new CourierError('Pincode not serviceable', false)),
          bookReturn: () => Promise.reject(new Error('unused')),
          labelUrl: () => Promise.reject(new Error('unused')),
          cancel: () => Promise.resolve(),
          track: () => Promise.reject(new Error('unused')),
          actOnFailedDelivery: () => Promise.reject(new Error('unused')),
        },
      },
    )
    try {
      const orderId = await simulatorPaidOrder(refusing)
      const staff = (await createSignedInUser(refusing.db, { isAdmin: true })).cookie
      const response = await call(
        refusing.app,
        'POST',
        `/api/orders/admin/${orderId}/ship`,
        undefined,
        { cookie: staff },
      )
      expect(response.statusCode).toBe(502)
      expect(response.data.message).toBe(
        'The courier could not book this parcel: Pincode not serviceable',
      )
      const after = await setOrderStatus(refusing.app, staff, orderId, { status: 'packed' })
      expect(after.data.order).toMatchObject({ status: 'packed' })
    } finally {
      await refusing.close()
    }
  })
})

/** An order paid through the app's payment simulator, as a shop without Razorpay keys takes it. */
async function simulatorPaidOrder(t: TestApp) {
  const { cheapCase } = await insertCheckoutProducts(t.db)
  const shopper = await createSignedInUser(t.db)
  const placed = await placeOrder(t.app, shopper.cookie, [line(cheapCase)])
  const paid = await payThroughSimulator(
    t.app,
    shopper.cookie,
    placed.data.razorpayOrderId as string,
  )
  expect(paid.statusCode).toBe(200)
  return placed.data.orderId as string
}

describe('shipping by hand', () => {
  it('refuses to dispatch an order without a tracking number, with 400 at the field', async () => {
    const { orderId } = await paidOrder()
    const bare = await setOrderStatus(shop.t.app, admin(), orderId, { status: 'dispatched' })
    expect(bare.statusCode).toBe(400)
    expect(bare.data).toEqual({
      message: DISPATCH_NEEDS_TRACKING,
      errors: [{ path: 'trackingNumber', message: DISPATCH_NEEDS_TRACKING }],
    })
    const typed = await setOrderStatus(shop.t.app, admin(), orderId, {
      status: 'dispatched',
      courier: 'Blue Dart',
      trackingNumber: '70512345678',
    })
    expect(typed.statusCode).toBe(200)
    expect(typed.data.order).toMatchObject({ status: 'dispatched', trackingNumber: '70512345678' })
    expect((typed.data.order as ApiOrder).shipment).toBeUndefined()
  })

  it('is what production without Shiprocket does: the ship button answers 409', async () => {
    const manual = await createTestApp({}, { courier: null })
    try {
      const staff = (await createSignedInUser(manual.db, { isAdmin: true })).cookie
      const response = await call(
        manual.app,
        'POST',
        `/api/orders/admin/${randomUUID()}/ship`,
        undefined,
        { cookie: staff },
      )
      expect(response.statusCode).toBe(409)
      expect(response.data.message).toBe(NO_COURIER)
    } finally {
      await manual.close()
    }
  })

  it('cancels the invoice of a cash order lost on its way with a credit note', async () => {
    const { orderId, cookie } = await cashOrder()
    await call(shop.t.app, 'POST', `/api/orders/${orderId}/confirm`, undefined, { cookie })
    expect((await ship(orderId)).statusCode).toBe(200)
    const cancelled = await call(
      shop.t.app,
      'POST',
      `/api/orders/${orderId}/cancel`,
      { reason: 'Parcel lost by the courier' },
      { cookie: admin() },
    )
    expect(cancelled.statusCode).toBe(200)
    const rows = await db().select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(rows.map((row) => [row.kind, row.total])).toEqual([
      ['invoice', rows[0]?.total],
      ['credit_note', rows[0]?.total],
    ])
  })
})

describe('GET /api/orders/admin/:id/label.pdf', () => {
  it('is a 4×6 inch label with the AWB, both addresses, the pincode and PREPAID, then the packing slip and invoice', async () => {
    const { orderId, order: placed } = await paidOrder()
    const shipped = (await ship(orderId)).data.order as ApiOrder
    const awb = shipped.shipment?.awb ?? ''
    const response = await labelOf(orderId)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['cache-control']).toBe('private, no-store')
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload))
    expect(pdf.numPages).toBe(3)
    expect((await pdf.getPage(1)).view).toEqual([0, 0, 288, 432])
    expect((await pdf.getPage(2)).view).toEqual([0, 0, 288, 432])

    const text = await pdfText(response.rawPayload)
    for (const expected of [
      'Kavach Express (simulated)',
      'PREPAID',
      `AWB ${awb}`,
      'Asha Rao',
      'PIN 560038',
      `Order ${placed.orderNumber}`,
      'SHIPPER / RETURN TO',
      'PIN 110020',
      'PACKING SLIP',
      'Aurora Case',
      '3 items in this parcel',
      'TAX INVOICE',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('says what a cash order’s courier collects', async () => {
    const { orderId, cookie } = await cashOrder()
    await call(shop.t.app, 'POST', `/api/orders/${orderId}/confirm`, undefined, { cookie })
    const order = (await ship(orderId)).data.order as ApiOrder
    const text = await pdfText((await labelOf(orderId)).rawPayload)
    expect(text).toContain(`Collect ₹${order.totalAmount.toLocaleString('en-IN')}.00 in cash`)
    expect(text).not.toContain('PREPAID')
    expect(text).toContain('TAX INVOICE')
  })

  it('is not there for an order neither booked nor given a tracking number', async () => {
    const { orderId } = await paidOrder()
    const response = await labelOf(orderId)
    expect(response.statusCode).toBe(404)
    expect(response.data.message).toBe(SHIPMENT_NOT_FOUND)
  })
})

describe('the courier simulator’s scans', () => {
  it('lets staff push a booked parcel to its next scan, posted to the shop as the tracking webhook', async () => {
    const { orderId } = await paidOrder()
    const awb = ((await ship(orderId)).data.order as ApiOrder).shipment?.awb ?? ''
    const push = (cookie: string | undefined) =>
      call(
        shop.t.app,
        'POST',
        '/api/shipping/simulator/scans',
        { awb, scan: 'picked_up' },
        {
          cookie,
        },
      )
    const pushed = await push(admin())
    expect(pushed.statusCode).toBe(200)
    expectDeclared('POST /api/shipping/simulator/scans', SimulatedScanResponseSchema, pushed)
    expect(pushed.data).toEqual({ awb, scan: 'picked_up', webhookStatus: 200 })
    const shopper = await createSignedInUser(db())
    expect((await push(shopper.cookie)).statusCode).toBe(403)
    expect((await push(undefined)).statusCode).toBe(401)
  })
})
