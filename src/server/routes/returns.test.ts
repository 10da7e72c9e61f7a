import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OrderPageResponse } from '#domain/order/responses.ts'
import {
  AdminReturnsResponseSchema,
  type ApiReturn,
  EXCHANGE_GONE,
  EXCHANGE_SAME_PRICE,
  EXCHANGE_SAME_PRODUCT,
  NOT_DELIVERED_YET,
  PAYOUT_NEEDED,
  PAYOUT_ONLY_FOR_CASH,
  ReturnPhotosResponseSchema,
  ReturnResponseSchema,
} from '#domain/order/returns.ts'
import {
  invoices,
  mailOutbox,
  orderItems,
  orders,
  type Product,
  type ProductVariant,
  productVariants,
  refunds,
  returns,
  shipments,
  stockMovements,
} from '../db/schema/index.ts'
import { SIMULATED_PARCEL_CANCELLED } from '#domain/shipping/shipment.ts'
import { buildProduct, giveVariants, insertProducts } from '../db/seed/product-factory.ts'
import { ALREADY_COLLECTED } from '../services/returns/decide.ts'
import { APPROVE_FIRST } from '../services/returns/receive.ts'
import {
  insertCoupon,
  placeCashOrder,
  setOrderStatus,
  shopperWithPaidOrder,
} from '../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../testing/checkout-shop.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { multipart, png } from '../testing/multipart.ts'
import { postWebhook, refundEvent } from '../testing/razorpay-webhook.ts'
import { TEST_ORIGIN } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const { shop, admin } = useStaffedCheckoutShop()
const db = () => shop.t.db
const app = () => shop.t.app

let rugged: Product
let iphone16: ProductVariant
let iphone15: ProductVariant
let pixel: ProductVariant
let galaxy: ProductVariant
let other: Product
let otherVariant: ProductVariant

beforeAll(async () => {
  ;[rugged, other] = (await insertProducts(db(), [
    buildProduct({
      name: 'Rugged Case',
      price: 500_00,
      options: [
        { name: 'Phone model', values: ['iPhone 16', 'iPhone 15', 'Pixel 9', 'Galaxy S25'] },
      ],
    }),
    buildProduct({ name: 'Other Case', price: 500_00 }),
  ])) as [Product, Product]
  ;[iphone16, iphone15, pixel, galaxy] = (await giveVariants(db(), rugged.id, [
    { sku: 'RUG-IP16', options: { 'Phone model': 'iPhone 16' }, stock: 20 },
    { sku: 'RUG-IP15', options: { 'Phone model': 'iPhone 15' }, stock: 5 },
    { sku: 'RUG-PX9', options: { 'Phone model': 'Pixel 9' }, stock: 5, priceOverride: 450_00 },
    { sku: 'RUG-S25', options: { 'Phone model': 'Galaxy S25' }, stock: 0 },
  ])) as [ProductVariant, ProductVariant, ProductVariant, ProductVariant]
  ;[otherVariant] = (await giveVariants(db(), other.id, [{ sku: 'OTHER-1', stock: 5 }])) as [
    ProductVariant,
  ]
})

const ruggedLine = (quantity = 1) => ({ productId: rugged.id, variantId: iphone16.id, quantity })

/** A new shopper's order of the rugged case for iPhone 16, paid online and delivered. */
async function deliveredOrder(quantity = 2, couponCode: string | null = null) {
  const paid = await shopperWithPaidOrder(shop.t, [ruggedLine(quantity)], { couponCode })
  const moved = await setOrderStatus(app(), admin(), paid.orderId, { status: 'delivered' })
  expect(moved.statusCode).toBe(200)
  const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, paid.orderId))
  return { ...paid, itemId: item?.id ?? '' }
}

const ask = (orderId: string, cookie: string, body: object) =>
  call(app(), 'POST', `/api/orders/${orderId}/returns`, body, { cookie })
const staff = (returnId: string, step: string, body: object = {}, cookie = admin()) =>
  call(app(), 'POST', `/api/orders/admin/returns/${returnId}/${step}`, body, { cookie })
const stock = async (variant: ProductVariant) =>
  (await db().select().from(productVariants).where(eq(productVariants.id, variant.id)))[0]
const orderPage = async (orderId: string, cookie: string) =>
  (await call(app(), 'GET', `/api/orders/${orderId}`, undefined, { cookie }))
    .data as unknown as OrderPageResponse
const labels = async (orderId: string, cookie: string) =>
  (await orderPage(orderId, cookie)).order.timeline.map((step) => step.label)
const subjects = async (email: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).map(
    (mail) => mail.subject,
  )

/** Staff push the simulated parcel to its next scan, which the simulator posts to the webhook. */
async function scan(awb: string, next: string) {
  const pushed = await call(
    app(),
    'POST',
    '/api/shipping/simulator/scans',
    { awb, scan: next },
    { cookie: admin() },
  )
  expect(pushed.data.webhookStatus).toBe(200)
}

describe('a refund: asked, approved with a pickup, picked up, received', () => {
  it('gives back the lines’ share of what was paid, with its credit note, and counts the unit in', async () => {
    const coupon = await insertCoupon(db(), { type: 'percentage', value: 10 })
    const order = await deliveredOrder(2, coupon.code)
    const before = await stock(iphone16)

    const page = await orderPage(order.orderId, order.cookie)
    expect(page.order.returnOffer?.items).toEqual([
      {
        orderItemId: order.itemId,
        returnable: 2,
        couponApplies: true,
        askedBackAmount: 0,
        exchangeFor: [{ variantId: iphone15.id, label: 'iPhone 15' }],
      },
    ])

    const asked = await ask(order.orderId, order.cookie, {
      items: [{ orderItemId: order.itemId, quantity: 1 }],
      reason: 'defective',
      resolution: 'refund',
      comment: 'The button cut-out is misaligned',
    })
    expect(asked.statusCode).toBe(201)
    expectDeclared('POST /api/orders/:id/returns', ReturnResponseSchema, asked)
    const made = asked.data.return as ApiReturn
    // ₹590 a case (500 + 18 %), 10 % off the pair: one case comes back at ₹531.
    expect(made).toMatchObject({
      status: 'requested',
      number: `${order.order.orderNumber}-R1`,
      refundAmount: 531,
      items: [{ orderItemId: order.itemId, quantity: 1, amount: 531, variant: 'iPhone 16' }],
    })

    const listed = await call(app(), 'GET', '/api/orders/admin/returns', undefined, {
      cookie: admin(),
    })
    expectDeclared('GET /api/orders/admin/returns', AdminReturnsResponseSchema, listed)
    expect((listed.data.returns as ApiReturn[]).map((r) => r._id)).toContain(made._id)

    const approved = await staff(made._id, 'approve')
    expectDeclared('POST /api/orders/admin/returns/:id/approve', ReturnResponseSchema, approved)
    const pickup = approved.data.return as ApiReturn
    expect(pickup).toMatchObject({ status: 'approved', pickup: 'courier' })
    expect(pickup.returnShipment?.awb).toMatch(/^77\d+$/)

    await scan(pickup.returnShipment?.awb ?? '', 'picked_up')
    const [picked] = await db().select().from(returns).where(eq(returns.id, made._id))
    expect(picked?.status).toBe('picked_up')

    const received = await staff(made._id, 'receive', { condition: 'resellable' })
    expectDeclared('POST /api/orders/admin/returns/:id/receive', ReturnResponseSchema, received)
    expect(received.data.return).toMatchObject({ status: 'refunded', condition: 'resellable' })
    expect((await stock(iphone16))?.stock).toBe((before?.stock ?? 0) + 1)
    const ledger = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.orderId), eq(stockMovements.kind, 'restock')))
    expect(ledger).toMatchObject([{ variantId: iphone16.id, delta: 1 }])

    const [refund] = await db().select().from(refunds).where(eq(refunds.returnId, made._id))
    expect(refund).toMatchObject({ amount: 531_00, status: 'pending' })
    const made_ = shop.stub.refunds.find((r) => r.notes.refundId === refund?.id)
    if (!made_) throw new Error('Razorpay was not asked for the refund')
    await postWebhook(app(), refundEvent(made_, 'refund.processed'))
    const [note] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.orderId), eq(invoices.kind, 'credit_note')))
    expect(note?.total).toBe(531_00)
    expect(note?.document.lines).toMatchObject([{ quantity: 1, total: 531_00 }])

    const steps = await labels(order.orderId, order.cookie)
    const number = made.number
    expect(steps).toEqual(
      expect.arrayContaining([
        `Return ${number} asked for: Does not work properly`,
        expect.stringMatching(
          new RegExp(`^Return ${number} approved: pickup booked with .+, AWB 77`),
        ),
        expect.stringMatching(new RegExp(`^Return ${number} picked up`)),
        `Return ${number} received by the shop`,
        'Refund of ₹531.00 initiated',
        'Refund of ₹531.00 processed',
        expect.stringMatching(/^Credit note CN\/.+ issued$/),
      ]),
    )
    const mails = await subjects(order.user.email)
    for (const step of ['asked for', 'approved', 'picked up', 'received by the shop']) {
      expect(mails.some((subject) => subject.includes(`Return ${number} ${step}`))).toBe(true)
    }
    expect(mails.some((subject) => subject.endsWith('Refund of ₹531.00 processed'))).toBe(true)
    // The offer now leaves one case to send back.
    const after = await orderPage(order.orderId, order.cookie)
    expect(after.order.returnOffer?.items[0]).toMatchObject({ returnable: 1, askedBackAmount: 531 })
    expect(after.order.returns.map((r) => r.status)).toEqual(['refunded'])
  })

  it('closes a return once however many staff receive it at once: one refund goes out', async () => {
    const order = await deliveredOrder(1)
    const asked = await ask(order.orderId, order.cookie, {
      items: [{ orderItemId: order.itemId, quantity: 1 }],
      reason: 'changed_mind',
      resolution: 'refund',
    })
    const id = (asked.data.return as ApiReturn)._id
    await staff(id, 'approve', { pickup: 'shopper_sends' })
    // The shopper is told where to send it: the shop's registered office, from its profile.
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, order.user.email))
    const approved = mails.find((mail) => mail.text.includes('is approved'))
    expect(approved?.text).toContain(
      'send the items in their box to Kavach Accessories Private Limited, Plot 12, Okhla Industrial Estate Phase III, New Delhi 110020, with the return number',
    )
    expect(mails.some((mail) => `${mail.text}${mail.html}`.includes('{{shop-'))).toBe(false)
    const answers = await Promise.all(
      [1, 2, 3].map(() => staff(id, 'receive', { condition: 'resellable' })),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
    expect(answers.find((a) => a.statusCode === 409)?.data.message).toBe(
      'This return is already refunded',
    )
    expect(await db().select().from(refunds).where(eq(refunds.returnId, id))).toHaveLength(1)
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId))
    expect(row?.refundedAmount).toBe(590_00)
  })
})

describe('an exchange: another phone model, held at once, sent when the case is back', () => {
  it('holds the iPhone 15 unit, ships it as a new parcel at no charge, and moves no money', async () => {
    const order = await deliveredOrder(1)
    const held = await stock(iphone15)
    const asked = await ask(order.orderId, order.cookie, {
      items: [{ orderItemId: order.itemId, quantity: 1 }],
      reason: 'wrong_model',
      resolution: 'exchange',
      exchangeVariantId: iphone15.id,
    })
    expect(asked.statusCode).toBe(201)
    const made = asked.data.return as ApiReturn
    expect(made).toMatchObject({
      resolution: 'exchange',
      refundAmount: 0,
      exchange: { variantId: iphone15.id, label: 'iPhone 15' },
    })
    expect((await stock(iphone15))?.reserved).toBe((held?.reserved ?? 0) + 1)

    await staff(made._id, 'approve')
    const received = await staff(made._id, 'receive', { condition: 'resellable' })
    expect(received.statusCode).toBe(200)
    const closed = received.data.return as ApiReturn
    expect(closed.status).toBe('exchanged')
    expect(closed.exchangeShipment?.awb).toMatch(/^77\d+$/)
    const after = await stock(iphone15)
    expect(after).toMatchObject({ stock: (held?.stock ?? 0) - 1, reserved: held?.reserved })
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual([])
    const parcels = await db().select().from(shipments).where(eq(shipments.returnId, made._id))
    expect(parcels.map((p) => p.purpose).sort()).toEqual(['exchange', 'return'])

    await scan(closed.exchangeShipment?.awb ?? '', 'picked_up')
    await scan(closed.exchangeShipment?.awb ?? '', 'delivered')
    const steps = await labels(order.orderId, order.cookie)
    expect(steps).toEqual(
      expect.arrayContaining([
        `Exchange ${made.number} asked for: Bought for the wrong phone model`,
        expect.stringMatching(/^Replacement dispatched via .+, tracking 77\d+$/),
        expect.stringMatching(/^Replacement delivered/),
      ]),
    )
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId))
    expect(row?.status).toBe('delivered')
    // The order's own parcel is still the one its page follows.
    expect((await orderPage(order.orderId, order.cookie)).order.shipment).toBeUndefined()
  })

  it('lets the held unit go when staff reject the exchange, saying why', async () => {
    const order = await deliveredOrder(1)
    const held = await stock(iphone15)
    const asked = await ask(order.orderId, order.cookie, {
      items: [{ orderItemId: order.itemId, quantity: 1 }],
      reason: 'changed_mind',
      resolution: 'exchange',
      exchangeVariantId: iphone15.id,
    })
    const id = (asked.data.return as ApiReturn)._id
    const rejected = await staff(id, 'reject', { reason: 'The case was used and scratched' })
    expectDeclared('POST /api/orders/admin/returns/:id/reject', ReturnResponseSchema, rejected)
    expect(rejected.data.return).toMatchObject({
      status: 'rejected',
      rejectReason: 'The case was used and scratched',
    })
    expect((await stock(iphone15))?.reserved).toBe(held?.reserved)
    expect((await staff(id, 'reject', { reason: 'Again and again' })).statusCode).toBe(409)
    expect((await staff(id, 'approve')).statusCode).toBe(409)
    // Rejected units may be asked back again.
    const page = await orderPage(order.orderId, order.cookie)
    expect(page.order.returnOffer?.items[0]?.returnable).toBe(1)
  })
})

describe('a return approved but never sent', () => {
  it('can still be rejected until the courier collects it, its pickup called off and its unit let go', async () => {
    const order = await deliveredOrder(1)
    const held = await stock(iphone15)
    const asked = await ask(order.orderId, order.cookie, {
      items: [{ orderItemId: order.itemId, quantity: 1 }],
      reason: 'wrong_model',
      resolution: 'exchange',
      exchangeVariantId: iphone15.id,
    })
    const id = (asked.data.return as ApiReturn)._id
    // Approved with no body at all: the pickup defaults to the courier.
    const approved = await call(
      app(),
      'POST',
      `/api/orders/admin/returns/${id}/approve`,
      undefined,
      {
        cookie: admin(),
      },
    )
    expect(approved.data.return).toMatchObject({ status: 'approved', pickup: 'courier' })
    const rejected = await staff(id, 'reject', { reason: 'The shopper kept the case' })
    expect(rejected.statusCode).toBe(200)
    expect((await stock(iphone15))?.reserved).toBe(held?.reserved)
    const awb = (approved.data.return as ApiReturn).returnShipment?.awb ?? ''
    const tracked = await call(app(), 'GET', `/api/shipping/simulator/tracking/${awb}`)
    expect(tracked.body).toContain(SIMULATED_PARCEL_CANCELLED)

    const second = await deliveredOrder(1)
    const again = await ask(second.orderId, second.cookie, {
      items: [{ orderItemId: second.itemId, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
    })
    const other = (again.data.return as ApiReturn)._id
    const booked = await staff(other, 'approve')
    await scan((booked.data.return as ApiReturn).returnShipment?.awb ?? '', 'picked_up')
    const late = await staff(other, 'reject', { reason: 'Too late to refuse it' })
    expect(late.statusCode).toBe(409)
    expect(late.data.message).toBe(ALREADY_COLLECTED)
  })
})

describe('what a return refuses', () => {
  it('refuses before delivery and after the 7-day window with 409', async () => {
    const paid = await shopperWithPaidOrder(shop.t, [ruggedLine(1)])
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, paid.orderId))
    const body = {
      items: [{ orderItemId: item?.id, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
    }
    const early = await ask(paid.orderId, paid.cookie, body)
    expect(early.statusCode).toBe(409)
    expect(early.data.message).toBe(NOT_DELIVERED_YET)

    await setOrderStatus(app(), admin(), paid.orderId, { status: 'delivered' })
    await db()
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 9 * 86_400_000) })
      .where(eq(orders.id, paid.orderId))
    const late = await ask(paid.orderId, paid.cookie, body)
    expect(late.statusCode).toBe(409)
    expect(late.data.message).toMatch(/^Returns closed 7 days after delivery, on /)
    expect((await orderPage(paid.orderId, paid.cookie)).order.returnOffer).toBeNull()
  })

  it('refuses more units than were bought or already asked back with 400', async () => {
    const order = await deliveredOrder(2)
    const one = { orderItemId: order.itemId, quantity: 3 }
    const tooMany = await ask(order.orderId, order.cookie, {
      items: [one],
      reason: 'damaged',
      resolution: 'refund',
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.data.message).toBe('Only 2 of Rugged Case can still be returned')
    const first = await ask(order.orderId, order.cookie, {
      items: [{ ...one, quantity: 2 }],
      reason: 'damaged',
      resolution: 'refund',
    })
    expect(first.statusCode).toBe(201)
    const again = await ask(order.orderId, order.cookie, {
      items: [{ ...one, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
    })
    expect(again.statusCode).toBe(400)
    expect(again.data.message).toBe('Rugged Case has already been returned in full')
  })

  it("answers another shopper's order as not found, and a visitor with 401", async () => {
    const order = await deliveredOrder(1)
    const stranger = await createSignedInUser(db())
    const body = {
      items: [{ orderItemId: order.itemId, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
    }
    const theirs = await ask(order.orderId, stranger.cookie, body)
    expect(theirs.statusCode).toBe(404)
    const visitor = await call(app(), 'POST', `/api/orders/${order.orderId}/returns`, body)
    expect(visitor.statusCode).toBe(401)
  })

  it('checks the request: its lines, the exchange asked for, and the variant’s price and stock', async () => {
    const order = await deliveredOrder(1)
    const item = { orderItemId: order.itemId, quantity: 1 }
    const cases: [object, number, string][] = [
      [
        { items: [], reason: 'damaged', resolution: 'refund' },
        400,
        'Choose at least one item to return',
      ],
      [
        { items: [item], reason: 'broken', resolution: 'refund' },
        400,
        'Choose why you are returning it',
      ],
      [
        { items: [item], reason: 'damaged', resolution: 'exchange' },
        400,
        'Choose the model or colour you want instead',
      ],
      [
        { items: [item], reason: 'damaged', resolution: 'refund', exchangeVariantId: iphone15.id },
        400,
        'A refund takes no model or colour in exchange',
      ],
      [
        {
          items: [{ orderItemId: iphone15.id, quantity: 1 }],
          reason: 'damaged',
          resolution: 'refund',
        },
        400,
        'That item is not part of this order',
      ],
      [
        {
          items: [item],
          reason: 'wrong_model',
          resolution: 'exchange',
          exchangeVariantId: otherVariant.id,
        },
        400,
        EXCHANGE_SAME_PRODUCT,
      ],
      [
        {
          items: [item],
          reason: 'wrong_model',
          resolution: 'exchange',
          exchangeVariantId: '00000000-0000-4000-8000-000000000000',
        },
        400,
        EXCHANGE_GONE,
      ],
      [
        {
          items: [item],
          reason: 'wrong_model',
          resolution: 'exchange',
          exchangeVariantId: pixel.id,
        },
        400,
        EXCHANGE_SAME_PRICE,
      ],
      [
        {
          items: [item],
          reason: 'wrong_model',
          resolution: 'exchange',
          exchangeVariantId: galaxy.id,
        },
        409,
        'Rugged Case (Galaxy S25) is sold out',
      ],
      [
        {
          items: [item],
          reason: 'damaged',
          resolution: 'refund',
          photos: ['/uploads/products/x.webp'],
        },
        400,
        'Upload photos through the return form',
      ],
    ]
    for (const [body, status, message] of cases) {
      const answer = await ask(order.orderId, order.cookie, body)
      expect({ status: answer.statusCode, message: answer.data.message }).toEqual({
        status,
        message,
      })
    }
    expect(await db().select().from(returns).where(eq(returns.orderId, order.orderId))).toEqual([])
  })
})

describe('staff decide returns', () => {
  it('keeps the admin routes to staff, and receives only what was approved', async () => {
    const order = await deliveredOrder(1)
    const asked = await ask(order.orderId, order.cookie, {
      items: [{ orderItemId: order.itemId, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
    })
    const id = (asked.data.return as ApiReturn)._id
    expect((await staff(id, 'approve', {}, order.cookie)).statusCode).toBe(403)
    const early = await staff(id, 'receive', { condition: 'resellable' })
    expect(early.statusCode).toBe(409)
    expect(early.data.message).toBe(APPROVE_FIRST)
    const missing = await staff('00000000-0000-4000-8000-000000000000', 'approve')
    expect(missing.statusCode).toBe(404)
    const bad = await staff(id, 'receive', { condition: 'damaged' })
    expect(bad.statusCode).toBe(400)
    expect(bad.data.message).toBe('Say why the damaged unit is written off')
    await staff(id, 'approve', { pickup: 'shopper_sends' })
    const paidOut = await staff(id, 'receive', {
      condition: 'damaged',
      writeOffReason: 'Cracked in transit',
      payout: { method: 'upi', reference: 'UPI-123456' },
    })
    expect(paidOut.statusCode).toBe(400)
    expect(paidOut.data.message).toBe(PAYOUT_ONLY_FOR_CASH)
    const before = await stock(iphone16)
    const received = await staff(id, 'receive', {
      condition: 'damaged',
      writeOffReason: 'Cracked in transit',
    })
    expect(received.data.return).toMatchObject({
      status: 'refunded',
      condition: 'damaged',
      writeOffReason: 'Cracked in transit',
    })
    expect((await stock(iphone16))?.stock).toBe(before?.stock)
  })

  it("records a cash-on-delivery order's refund as paid out, with its reference and credit note", async () => {
    const shopper = await createSignedInUser(db())
    const placed = await placeCashOrder(app(), shopper.cookie, [ruggedLine(1)])
    const orderId = placed.data.orderId as string
    await call(app(), 'POST', `/api/orders/${orderId}/confirm`, undefined, {
      cookie: shopper.cookie,
    })
    expect(
      (await setOrderStatus(app(), admin(), orderId, { status: 'delivered' })).statusCode,
    ).toBe(200)
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId))
    const asked = await ask(orderId, shopper.cookie, {
      items: [{ orderItemId: item?.id, quantity: 1 }],
      reason: 'not_as_described',
      resolution: 'refund',
    })
    const id = (asked.data.return as ApiReturn)._id
    await staff(id, 'approve', { pickup: 'shopper_sends' })
    const unpaid = await staff(id, 'receive', { condition: 'resellable' })
    expect(unpaid.statusCode).toBe(400)
    expect(unpaid.data.message).toBe(PAYOUT_NEEDED)
    const received = await staff(id, 'receive', {
      condition: 'resellable',
      payout: { method: 'upi', reference: 'UPI-998877' },
    })
    expect(received.statusCode).toBe(200)
    expect(received.data.return).toMatchObject({
      status: 'refunded',
      payout: { method: 'upi', reference: 'UPI-998877' },
    })
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId))
    expect(row?.refundedAmount).toBe(590_00)
    const steps = await labels(orderId, shopper.cookie)
    expect(steps).toContain('Refund of ₹590.00 paid by UPI, reference UPI-998877')
    expect(steps.some((s) => /^Credit note CN\/.+ issued$/.test(s))).toBe(true)
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([])
  })
})

describe('photos of what went wrong', () => {
  const upload = (cookie: string | undefined, body: ReturnType<typeof multipart>) =>
    app()
      .inject({
        method: 'POST',
        url: '/api/orders/returns/photos',
        headers: {
          ...(cookie && { cookie }),
          origin: TEST_ORIGIN,
          'content-type': body.contentType,
        },
        payload: body.payload,
      })
      .then((response) =>
        Object.assign(response, { data: response.json() as Record<string, unknown> }),
      )

  it('re-encodes each photo as WebP, and the return names them', async () => {
    const order = await deliveredOrder(1)
    const photo = { field: 'photos', name: 'crack.png', type: 'image/png', bytes: await png() }
    const uploaded = await upload(order.cookie, multipart([photo, photo]))
    expectDeclared('POST /api/orders/returns/photos', ReturnPhotosResponseSchema, uploaded)
    const photos = uploaded.data.photos as string[]
    expect(photos).toHaveLength(2)
    for (const url of photos) {
      expect(url).toMatch(new RegExp(`^/uploads/returns/${order.user.id}/[0-9a-f-]{36}\\.webp$`))
    }
    const stored = await readFile(path.join(shop.t.config.dataDir, photos[0] ?? ''))
    expect((await fileTypeFromBuffer(stored))?.mime).toBe('image/webp')

    const asked = await ask(order.orderId, order.cookie, {
      items: [{ orderItemId: order.itemId, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
      photos,
    })
    expect((asked.data.return as ApiReturn).photos).toEqual(photos)

    // Another shopper can't name them as theirs.
    const other = await deliveredOrder(1)
    const borrowed = await ask(other.orderId, other.cookie, {
      items: [{ orderItemId: other.itemId, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
      photos,
    })
    expect(borrowed.statusCode).toBe(400)
    expect(borrowed.data.message).toBe('Upload photos through the return form')
  })

  it('refuses what is not an image, and visitors', async () => {
    const order = await deliveredOrder(1)
    const text = { field: 'photos', name: 'note.png', type: 'image/png', bytes: Buffer.from('hi') }
    expect((await upload(order.cookie, multipart([text]))).statusCode).toBe(415)
    const photo = { field: 'photos', name: 'crack.png', type: 'image/png', bytes: await png() }
    expect((await upload(undefined, multipart([photo]))).statusCode).toBe(401)
    const four = await upload(order.cookie, multipart([photo, photo, photo, photo]))
    expect({ status: four.statusCode, message: four.data.message }).toEqual({
      status: 413,
      message: 'Add at most 3 photos',
    })
    const broken = await upload(order.cookie, {
      contentType: 'multipart/form-data; boundary=nothing-here',
      payload: Buffer.from('--nothing-here\r\nContent-Disposition: form-data; name="photos"'),
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.data.message).toBe(
      'The photos could not be read: send them again as multipart form data',
    )
  })
})
