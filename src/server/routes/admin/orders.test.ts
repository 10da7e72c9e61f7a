import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import {
  line,
  placeCashOrder,
  placeOrder,
  setOrderStatus,
  shopperWithPaidOrder,
} from '../../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../../testing/checkout-shop.ts'
import { call } from '../../testing/http.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

const { shop, smtp, admin } = useStaffedCheckoutShop()

/** A new shopper's paid order of a charger and two glasses (₹4,391). */
const paidOrder = (name: string) =>
  shopperWithPaidOrder(shop.t, [line(shop.catalogue.charger), line(shop.catalogue.glass, 2)], {
    name,
  })

const search = async (text: string) => {
  const response = await call(
    shop.t.app,
    'GET',
    `/api/orders/admin/all?${new URLSearchParams({ search: text, limit: '100' })}`,
    undefined,
    { cookie: admin() },
  )
  expect(response.statusCode, response.data.message).toBe(200)
  return (response.data.orders as { orderNumber: string }[]).map((o) => o.orderNumber)
}

describe('the admin order search', () => {
  it('finds an order by the phone, pincode, names and products it was placed with', async () => {
    const priya = {
      name: 'Priya Menon',
      phone: '+91 91234 56780',
      address: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
    }
    // As every paid order here: the stats test below counts ₹4,391 for each.
    const items = [line(shop.catalogue.charger), line(shop.catalogue.glass, 2)]
    const { order } = await shopperWithPaidOrder(shop.t, items, {
      name: 'Kavya Iyer',
      shippingAddress: priya,
    })
    const sku = (order.items[0]?.product as { sku?: string }).sku ?? ''
    for (const found of [
      '91234 56780',
      '+919123456780',
      '091234-56780',
      '56780',
      '700016',
      'priya',
      'PRIYA MENON',
      'kavya iyer',
      'bolt charger',
      sku.toLowerCase(),
      order.orderNumber.toLowerCase(),
    ]) {
      expect(await search(found), found).toContain(order.orderNumber)
    }
    // Whole words only: Riya is not Priya, and every word must be there.
    for (const missed of ['riya', 'priya sharma', 'charge', '9123']) {
      expect(await search(missed), missed).not.toContain(order.orderNumber)
    }
  })
})

describe('admin orders', () => {
  it('lists everyone’s orders with the customer, searchable by number, name or email', async () => {
    const { user, order } = await paidOrder('Nandini Rao')
    for (const search of [order.orderNumber, 'nandini', user.email.toUpperCase()]) {
      const response = await call(
        shop.t.app,
        'GET',
        `/api/orders/admin/all?search=${encodeURIComponent(search)}`,
        undefined,
        { cookie: admin() },
      )
      expect(response.data.orders).toEqual([
        expect.objectContaining({
          orderNumber: order.orderNumber,
          user: { name: 'Nandini Rao', email: user.email },
          totalAmount: 4391,
          shippingAddress: expect.objectContaining({ phone: '9876543210' }),
        }),
      ])
    }
    const confirmed = await call(
      shop.t.app,
      'GET',
      '/api/orders/admin/all?status=confirmed',
      undefined,
      { cookie: admin() },
    )
    expect(
      (confirmed.data.orders as { status: string }[]).every((o) => o.status === 'confirmed'),
    ).toBe(true)
  })

  it('moves an order to delivered, stamps deliveredAt and mails the customer', async () => {
    const { user, cookie, order } = await paidOrder('Farhan Ali')
    const response = await call(
      shop.t.app,
      'PUT',
      `/api/orders/admin/${order._id}/status`,
      { status: 'delivered', trackingNumber: 'DTDC123456', notes: 'Left with security' },
      { cookie: admin() },
    )
    expect(response.statusCode).toBe(200)
    expect(response.data.order).toMatchObject({
      status: 'delivered',
      trackingNumber: 'DTDC123456',
      notes: 'Left with security',
    })
    expect(response.data.order).toHaveProperty('deliveredAt', expect.any(String))
    const mail = await smtp().lastTo(user.email, `Order ${order.orderNumber}: Delivered`)
    expect(mail.text).toContain(`Your order ${order.orderNumber} has been delivered.`)

    const mine = await call(shop.t.app, 'GET', '/api/orders/my-orders', undefined, { cookie })
    expect(mine.data.orders).toEqual([
      expect.objectContaining({ status: 'delivered', trackingNumber: 'DTDC123456' }),
    ])
    const review = await call(
      shop.t.app,
      'POST',
      `/api/products/${shop.catalogue.charger.id}/review`,
      { rating: 5 },
      { cookie },
    )
    expect(review.statusCode).toBe(201)
  })

  it('refuses an unknown status and an unknown order', async () => {
    const { order } = await paidOrder('Ira')
    expect(
      (
        await call(
          shop.t.app,
          'PUT',
          `/api/orders/admin/${order._id}/status`,
          { status: 'lost' },
          { cookie: admin() },
        )
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await call(
          shop.t.app,
          'PUT',
          '/api/orders/admin/00000000-0000-4000-8000-000000000000/status',
          { status: 'packed' },
          { cookie: admin() },
        )
      ).statusCode,
    ).toBe(404)
  })

  it('counts every order as the Orders tab lists them, and revenue from paid ones only', async () => {
    await paidOrder('Stats Person')
    const waiting = await createSignedInUser(shop.t.db)
    const cash = await placeCashOrder(shop.t.app, waiting.cookie, [line(shop.catalogue.glass)])
    expect(cash.statusCode).toBe(201)
    const browsing = await createSignedInUser(shop.t.db)
    const attempt = await placeOrder(shop.t.app, browsing.cookie, [line(shop.catalogue.glass)])
    const stats = await call(shop.t.app, 'GET', '/api/orders/admin/stats', undefined, {
      cookie: admin(),
    })
    const s = stats.data.stats as {
      totalRevenue: number
      totalOrders: number
      awaitingPayment: number
      pendingOrders: number
    }
    const listed = await call(shop.t.app, 'GET', '/api/orders/admin/all?limit=100', undefined, {
      cookie: admin(),
    })
    const all = listed.data.orders as { paymentStatus: string; status: string }[]
    const paid = all.filter((o) => o.paymentStatus === 'paid' && o.status !== 'cancelled')
    expect(s.totalOrders).toBe(listed.data.total)
    expect(s.totalOrders).toBe(all.length)
    // A checkout attempt nobody paid is no order: neither listed nor counted.
    expect(all.map((o) => (o as { _id?: string })._id)).not.toContain(attempt.data.orderId)
    expect(s.awaitingPayment).toBe(
      all.filter((o) => o.paymentStatus === 'pending' && o.status !== 'cancelled').length,
    )
    expect(s.awaitingPayment).toBeGreaterThan(0)
    expect(s.totalRevenue).toBe(paid.length * 4391)
    // Pending Orders wait for staff: the To ship list, not a cash order its shopper hasn't confirmed.
    const toShip = await call(shop.t.app, 'GET', '/api/orders/admin/all?view=to_ship', undefined, {
      cookie: admin(),
    })
    expect(s.pendingOrders).toBe(toShip.data.total)
    expect(s.pendingOrders).toBeGreaterThan(0)
    const dashboard = await call(shop.t.app, 'GET', '/api/admin/dashboard', undefined, {
      cookie: admin(),
    })
    expect(dashboard.data.stats).toMatchObject({
      orders: s,
      products: { totalProducts: 4, inStockProducts: 3, outOfStockProducts: 1 },
    })
    const revenue = dashboard.data.revenueByDay as { revenue: number }[]
    expect(revenue).toHaveLength(30)
    expect(revenue.at(-1)?.revenue).toBe(s.totalRevenue)
    expect(dashboard.data.membershipStats).toContainEqual({
      tier: 'Silver',
      count: paid.length,
      totalSpent: s.totalRevenue,
    })
  })

  it('neither lists nor moves a checkout attempt, which is not an order until it is paid', async () => {
    const shopper = await createSignedInUser(shop.t.db)
    const created = await placeOrder(shop.t.app, shopper.cookie, [line(shop.catalogue.glass)])
    const id = created.data.orderId as string
    const listed = await call(
      shop.t.app,
      'GET',
      `/api/orders/admin/all?search=${encodeURIComponent(shopper.user.email)}`,
      undefined,
      { cookie: admin() },
    )
    expect(listed.data.orders).toEqual([])
    for (const status of ['confirmed', 'cancelled']) {
      const response = await setOrderStatus(shop.t.app, admin(), id, { status })
      expect(response.statusCode, status).toBe(404)
      expect(response.data.message).toBe('Order not found')
    }
    const refund = await call(
      shop.t.app,
      'POST',
      `/api/orders/admin/${id}/refund`,
      { amount: 10, reason: 'Goodwill gesture' },
      { cookie: admin() },
    )
    expect(refund.statusCode).toBe(404)
  })

  it('keeps delivered and cancelled orders final and never moves fulfilment backwards', async () => {
    const { order } = await paidOrder('Meera')
    expect(
      (
        await setOrderStatus(shop.t.app, admin(), order._id, {
          status: 'dispatched',
          trackingNumber: '70512345678',
        })
      ).statusCode,
    ).toBe(200)
    const back = await setOrderStatus(shop.t.app, admin(), order._id, { status: 'packed' })
    expect(back.statusCode).toBe(409)
    expect(back.data.message).toBe("An order can't go from dispatched to packed")
    expect(
      (await setOrderStatus(shop.t.app, admin(), order._id, { status: 'delivered' })).statusCode,
    ).toBe(200)
    for (const status of ['dispatched', 'pending']) {
      const response = await setOrderStatus(shop.t.app, admin(), order._id, { status })
      expect(response.statusCode, status).toBe(409)
      expect(response.data.message).toBe("A delivered order can't change status")
    }
    const cancelled = await setOrderStatus(shop.t.app, admin(), order._id, { status: 'cancelled' })
    expect(cancelled.statusCode).toBe(409)
    expect(cancelled.data.message).toBe('A delivered order can no longer be cancelled')
    const { order: other } = await paidOrder('Kabir')
    expect(
      (await setOrderStatus(shop.t.app, admin(), other._id, { status: 'cancelled' })).statusCode,
    ).toBe(200)
    const revived = await setOrderStatus(shop.t.app, admin(), other._id, { status: 'confirmed' })
    expect(revived.statusCode).toBe(409)
    expect(revived.data.message).toBe("A cancelled order can't change status")
  })

  it('lets only one of two admins racing on an order move it past a final status', async () => {
    const { order } = await paidOrder('Dev')
    const [a, b] = await Promise.all([
      setOrderStatus(shop.t.app, admin(), order._id, { status: 'delivered' }),
      setOrderStatus(shop.t.app, admin(), order._id, { status: 'cancelled' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
  })
})

// Last: its refund and deliveries would change the figures the tests above count.
describe('the admin order filters', () => {
  const listed = async (filters: Record<string, string>) => {
    const response = await call(
      shop.t.app,
      'GET',
      `/api/orders/admin/all?${new URLSearchParams({ ...filters, limit: '100' })}`,
      undefined,
      { cookie: admin() },
    )
    expect(response.statusCode, response.data.message).toBe(200)
    return (response.data.orders as { orderNumber: string }[]).map((o) => o.orderNumber)
  }
  const numberOf = async (orderId: string) => {
    const [row] = await shop.t.db.select().from(orders).where(eq(orders.id, orderId))
    return row?.orderNumber ?? ''
  }
  const asAdmin = (method: 'POST', url: string, body?: object) =>
    call(shop.t.app, method, url, body, { cookie: admin() })
  const scan = (awb: string, next: string) =>
    asAdmin('POST', '/api/shipping/simulator/scans', { awb, scan: next })

  it('filter by the day placed in India, payment method, payment state and shipping state', async () => {
    const toShip = await paidOrder('Filter Waiting')
    const cash = await placeCashOrder(shop.t.app, (await createSignedInUser(shop.t.db)).cookie, [
      line(shop.catalogue.glass),
    ])
    const cashId = cash.data.orderId as string
    const onTheWay = await paidOrder('Filter Travelling')
    const failed = await paidOrder('Filter Failed')
    const delivered = await paidOrder('Filter Delivered')
    const refunded = await paidOrder('Filter Refunded')
    for (const { orderId } of [onTheWay, failed]) {
      expect((await asAdmin('POST', `/api/orders/admin/${orderId}/ship`)).statusCode).toBe(200)
    }
    const [parcel] = await shop.t.db.select().from(orders).where(eq(orders.id, failed.orderId))
    expect(parcel?.trackingNumber).toBeTruthy()
    await scan(parcel?.trackingNumber ?? '', 'picked_up')
    await scan(parcel?.trackingNumber ?? '', 'undelivered')
    await setOrderStatus(shop.t.app, admin(), delivered.orderId, { status: 'delivered' })
    const refund = await asAdmin('POST', `/api/orders/admin/${refunded.orderId}/refund`, {
      amount: 100,
      reason: 'One glass arrived cracked',
    })
    expect(refund.statusCode, refund.data.message).toBe(200)
    // Placed at 23:50 India time on 15 January (18:20 UTC).
    await shop.t.db
      .update(orders)
      .set({ placedAt: new Date('2026-01-15T18:20:00Z') })
      .where(eq(orders.id, delivered.orderId))

    const waiting = await numberOf(toShip.orderId)
    const cod = await numberOf(cashId)
    const travelling = await numberOf(onTheWay.orderId)
    const undelivered = await numberOf(failed.orderId)
    const handed = await numberOf(delivered.orderId)
    const moneyBack = await numberOf(refunded.orderId)
    const expectations: [Record<string, string>, string[], string[]][] = [
      [{ from: '2026-01-15', to: '2026-01-15' }, [handed], [waiting, cod]],
      [{ from: '2026-01-16' }, [waiting, cod], [handed]],
      [{ to: '2026-01-14' }, [], [handed, waiting]],
      [{ paymentMethod: 'cod' }, [cod], [waiting, handed]],
      [{ paymentMethod: 'online' }, [waiting, handed], [cod]],
      [{ payment: 'on_delivery' }, [cod], [waiting, moneyBack]],
      [{ payment: 'paid' }, [waiting, handed], [cod, moneyBack]],
      [{ payment: 'refunded' }, [moneyBack], [waiting, cod]],
      [{ shipping: 'to_ship' }, [waiting, moneyBack], [cod, travelling, undelivered, handed]],
      [{ shipping: 'on_the_way' }, [travelling], [waiting, undelivered, handed]],
      [{ shipping: 'failed_delivery' }, [undelivered], [travelling, waiting]],
      [{ shipping: 'delivered' }, [handed], [travelling, waiting]],
      [
        { shipping: 'to_ship', payment: 'refunded', search: 'filter refunded' },
        [moneyBack],
        [waiting],
      ],
    ]
    for (const [filters, found, missed] of expectations) {
      const numbers = await listed(filters)
      for (const number of found) expect(numbers, JSON.stringify(filters)).toContain(number)
      for (const number of missed) expect(numbers, JSON.stringify(filters)).not.toContain(number)
    }
  })

  it('answers 400 with a message for a bad filter', async () => {
    for (const [query, message] of [
      ['from=15-01-2026', 'From must be a date (YYYY-MM-DD)'],
      ['to=2026-02-30', 'To must be a date (YYYY-MM-DD)'],
      ['from=2026-02-02&to=2026-02-01', 'To must be on or after From'],
      ['paymentMethod=upi', 'Unknown payment method'],
      ['payment=free', 'Unknown payment state'],
      ['shipping=lost', 'Unknown shipping state'],
    ]) {
      const response = await call(shop.t.app, 'GET', `/api/orders/admin/all?${query}`, undefined, {
        cookie: admin(),
      })
      expect(response.statusCode, query).toBe(400)
      expect(response.data.message, query).toBe(message)
    }
  })
})
