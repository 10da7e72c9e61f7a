import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AdminOrdersPageSchema, type ApiOrder } from '#domain/order/responses.ts'
import { UNKNOWN_ORDER_VIEW } from '#domain/order/staff.ts'
import { ShippingInfoSchema } from '#domain/shipping/shipment.ts'
import { orders } from '../../db/schema/index.ts'
import {
  line,
  placeCashOrder,
  placeOrder,
  setOrderStatus,
  shopperWithPaidOrder,
} from '../../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../../testing/checkout-shop.ts'
import { expectDeclared } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { createTestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

const { shop, admin } = useStaffedCheckoutShop()
const db = () => shop.t.db

const toShip = (query = 'view=to_ship', cookie: string | null = admin()) =>
  call(shop.t.app, 'GET', `/api/orders/admin/all?${query}`, undefined, {
    cookie: cookie ?? undefined,
  })

const paidOrderId = async () =>
  (await shopperWithPaidOrder(shop.t, [line(shop.catalogue.cheapCase)])).orderId

/** A new shopper's cash-on-delivery order, confirmed by them when `confirmed`. */
async function cashOrderId(confirmed: boolean) {
  const shopper = await createSignedInUser(db())
  const placed = await placeCashOrder(shop.t.app, shopper.cookie, [line(shop.catalogue.charger)])
  expect(placed.statusCode).toBe(201)
  const orderId = placed.data.orderId as string
  if (confirmed) {
    const answer = await call(shop.t.app, 'POST', `/api/orders/${orderId}/confirm`, undefined, {
      cookie: shopper.cookie,
    })
    expect(answer.statusCode).toBe(200)
  }
  return orderId
}

const moved = async (orderId: string, body: object) => {
  const answer = await setOrderStatus(shop.t.app, admin(), orderId, body)
  expect(answer.statusCode).toBe(200)
  return orderId
}

describe('GET /api/orders/admin/all?view=to_ship', () => {
  it('lists the orders awaiting a parcel, the longest waiting first, and nothing else', async () => {
    const paid = await paidOrderId()
    const cashConfirmed = await cashOrderId(true)
    const packed = await moved(await paidOrderId(), { status: 'packed' })
    // Placed a day before the others, so it waits longest though it was made last here.
    await db()
      .update(orders)
      .set({ placedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, packed))

    const cashUnconfirmed = await cashOrderId(false)
    const shipped = await paidOrderId()
    expect(
      (
        await call(shop.t.app, 'POST', `/api/orders/admin/${shipped}/ship`, undefined, {
          cookie: admin(),
        })
      ).statusCode,
    ).toBe(200)
    const dispatchedByHand = await moved(await paidOrderId(), {
      status: 'dispatched',
      courier: 'Blue Dart',
      trackingNumber: '70512345678',
    })
    const delivered = await moved(await paidOrderId(), { status: 'delivered' })
    const cancelled = await moved(await paidOrderId(), { status: 'cancelled' })
    const shopper = await createSignedInUser(db())
    const attempt = await placeOrder(shop.t.app, shopper.cookie, [line(shop.catalogue.glass)])
    const checkoutAttempt = attempt.data.orderId as string

    const response = await toShip()
    expect(response.statusCode).toBe(200)
    expectDeclared('GET /api/orders/admin/all', AdminOrdersPageSchema, response)
    const listed = (response.data.orders as ApiOrder[]).map((order) => order._id)
    const mine = [
      paid,
      cashConfirmed,
      packed,
      cashUnconfirmed,
      shipped,
      dispatchedByHand,
      delivered,
      cancelled,
      checkoutAttempt,
    ]
    expect(listed.filter((id) => mine.includes(id))).toEqual([packed, paid, cashConfirmed])
    expect(response.data.total).toBe(listed.length)
    for (const order of response.data.orders as ApiOrder[]) {
      expect(['confirmed', 'packed']).toContain(order.status)
      expect(order.shipment).toBeUndefined()
    }
  })

  it('narrows by search like the rest of the list', async () => {
    const { orderId, order } = await shopperWithPaidOrder(shop.t, [line(shop.catalogue.glass)])
    const response = await toShip(`view=to_ship&search=${order.orderNumber}`)
    expect((response.data.orders as ApiOrder[]).map((o) => o._id)).toEqual([orderId])
  })

  it('refuses an unknown view with 400 and says which views there are', async () => {
    const response = await toShip('view=shipped')
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe(UNKNOWN_ORDER_VIEW)
  })

  it('is for staff only: 401 for a visitor, 403 for a shopper', async () => {
    expect((await toShip('view=to_ship', null)).statusCode).toBe(401)
    const shopper = await createSignedInUser(db())
    expect((await toShip('view=to_ship', shopper.cookie)).statusCode).toBe(403)
  })
})

describe('GET /api/orders/admin/shipping', () => {
  /** As staff, or as whoever's cookie is given (null: a visitor). */
  const info = (app = shop.t.app, cookie: string | null = admin()) =>
    call(app, 'GET', '/api/orders/admin/shipping', undefined, { cookie: cookie ?? undefined })

  it('says the courier simulator stands in when the shop has no Shiprocket user', async () => {
    const response = await info()
    expect(response.statusCode).toBe(200)
    expectDeclared('GET /api/orders/admin/shipping', ShippingInfoSchema, response)
    expect(response.data).toEqual({ courier: 'simulator' })
  })

  it('names Shiprocket when it carries the parcels, and no courier when staff ship by hand', async () => {
    for (const [courier, expected] of [
      [null, null],
      [
        {
          provider: 'shiprocket' as const,
          book: () => Promise.reject(new Error('unused')),
          bookReturn: () => Promise.reject(new Error('unused')),
          labelUrl: () => Promise.reject(new Error('unused')),
          cancel: () => Promise.resolve(),
          track: () => Promise.reject(new Error('unused')),
          actOnFailedDelivery: () => Promise.reject(new Error('unused')),
        },
        'shiprocket',
      ],
    ] as const) {
      const t = await createTestApp({}, { courier })
      try {
        const staff = (await createSignedInUser(t.db, { isAdmin: true })).cookie
        const response = await info(t.app, staff)
        expect(response.statusCode).toBe(200)
        expect(response.data).toEqual({ courier: expected })
      } finally {
        await t.close()
      }
    }
  })

  it('is for staff only: 401 for a visitor, 403 for a shopper', async () => {
    expect((await info(shop.t.app, null)).statusCode).toBe(401)
    const shopper = await createSignedInUser(db())
    expect((await info(shop.t.app, shopper.cookie)).statusCode).toBe(403)
  })
})
