import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderEvents, orders } from '../db/schema/index.ts'
import { expireAttempts } from '../services/orders/checkout-attempts.ts'
import {
  line,
  placeCashOrder,
  placeOrder,
  setOrderStatus,
  shopperWithPaidOrder,
} from '../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { settle } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const { shop, smtp, admin } = useStaffedCheckoutShop()

interface Order {
  _id: string
  orderNumber: string
  courier: string | null
  timeline: { kind: string; label: string; at: string }[]
}

const paidOrder = () => shopperWithPaidOrder(shop.t, [line(shop.catalogue.charger)])

const kinds = async (orderId: string) =>
  (await shop.t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
    (e) => e.kind,
  )

describe('order timeline', () => {
  it('records placed, paid and invoiced as the payment lands', async () => {
    const { order } = await paidOrder()
    expect(order.timeline.map((e) => e.kind)).toEqual(['placed', 'paid', 'invoice_issued'])
    expect(order.timeline[2]?.label).toMatch(/^Invoice KV\/\d{2}-\d{2}\/\d{6} issued$/)
  })

  it('records each staff step once, dispatched with its courier and tracking, and mails each once', async () => {
    const { user, cookie, order } = await paidOrder()
    expect(
      (await setOrderStatus(shop.t.app, admin(), order._id, { status: 'packed' })).statusCode,
    ).toBe(200)
    const dispatched = await setOrderStatus(shop.t.app, admin(), order._id, {
      status: 'dispatched',
      courier: ' Blue Dart ',
      trackingNumber: '70512345678',
    })
    expect(dispatched.data.order).toMatchObject({
      courier: 'Blue Dart',
      trackingNumber: '70512345678',
    })
    // Saving the notes again is not a step.
    await setOrderStatus(shop.t.app, admin(), order._id, { status: 'dispatched', notes: 'Fragile' })
    await setOrderStatus(shop.t.app, admin(), order._id, { status: 'delivered' })

    const mine = await call(shop.t.app, 'GET', '/api/orders/my-orders', undefined, { cookie })
    const [listed] = mine.data.orders as Order[]
    expect(listed?.timeline.map((e) => e.label)).toEqual([
      'Order placed',
      'Payment received',
      expect.stringMatching(/^Invoice /),
      'Packed',
      'Dispatched via Blue Dart, tracking 70512345678',
      'Delivered',
    ])
    await settle(shop.t.app)
    const mails = await smtp().allTo(user.email, 4)
    // The outbox sends them side by side, so they may arrive in any order.
    const subjects = mails.map((m) => m.subject).sort()
    expect(subjects).toEqual(
      [
        `Order ${order.orderNumber} confirmed`,
        `Order ${order.orderNumber}: Packed`,
        `Order ${order.orderNumber}: Dispatched via Blue Dart, tracking 70512345678`,
        `Order ${order.orderNumber}: Delivered`,
      ].sort(),
    )
    const sent = mails.find((m) => m.subject.includes('Dispatched'))
    expect(sent?.text).toContain('is on its way with Blue Dart. Tracking number: 70512345678')
  })

  it('says a cash order delivered was paid at the door, in the timeline and the mail', async () => {
    const shopper = await createSignedInUser(shop.t.db)
    const placed = await placeCashOrder(shop.t.app, shopper.cookie, [line(shop.catalogue.glass)])
    const id = placed.data.orderId as string
    expect(await kinds(id)).toEqual(['placed'])
    const confirm = `/api/orders/${id}/confirm`
    await call(shop.t.app, 'POST', confirm, undefined, { cookie: shopper.cookie })
    expect(await kinds(id)).toEqual(['placed', 'cod_confirmed'])
    const delivered = await setOrderStatus(shop.t.app, admin(), id, { status: 'delivered' })
    expect(new Set(await kinds(id))).toEqual(
      new Set(['placed', 'cod_confirmed', 'paid', 'invoice_issued', 'delivered']),
    )
    expect((delivered.data.order as Order).timeline.map((e) => e.label)).toContain(
      'Cash collected on delivery',
    )
    const mail = await smtp().lastTo(shopper.user.email, /: Delivered$/)
    expect(mail.text).toContain('has been delivered. We hope you love it!')
    expect(mail.text).toContain('The cash was collected, so it is paid.')
  })

  it('records the sweep cancelling an abandoned checkout, and mails nobody about it', async () => {
    const shopper = await createSignedInUser(shop.t.db)
    const created = await placeOrder(shop.t.app, shopper.cookie, [line(shop.catalogue.glass)])
    const id = created.data.orderId as string
    await shop.t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(orders.id, id))
    await expireAttempts(shop.t.db)
    const [event] = await shop.t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, 'cancelled')))
    expect(event?.detail).toEqual({ by: 'system' })
    await settle(shop.t.app)
    expect(smtp().messages.filter((m) => m.to === shopper.user.email)).toEqual([])
  })

  it('names staff cancelling an order, and a courier over 60 characters is refused', async () => {
    const { order } = await paidOrder()
    const long = await setOrderStatus(shop.t.app, admin(), order._id, {
      status: 'dispatched',
      courier: 'x'.repeat(61),
    })
    expect(long.statusCode).toBe(400)
    expect(long.data.errors).toContainEqual({
      path: 'courier',
      message: 'Courier must be at most 60 characters',
    })
    const cancelled = await setOrderStatus(shop.t.app, admin(), order._id, { status: 'cancelled' })
    expect((cancelled.data.order as Order).timeline.slice(-2).map((e) => e.label)).toEqual([
      'Cancelled by the shop',
      'Refund of ₹3,893.00 initiated',
    ])
  })
})
