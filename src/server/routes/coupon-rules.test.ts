// The rules shops set on coupons, judged at the cart's check, at checkout and as a payment lands:
// dates, first orders, uses per shopper, categories and a cap; and the offers the cart lists.
import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { istDate } from '#domain/business-days.ts'
import { CouponOffersSchema, CouponValidationSchema } from '#domain/coupon/responses.ts'
import { coupons, invoices, orderItems } from '../db/schema/index.ts'
import {
  insertCoupon,
  line,
  payFor,
  placeOrder,
  placePaidOrder,
} from '../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../testing/checkout-shop.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const shop = useCheckoutShop()
const db = () => shop.t.db
const today = (days = 0) => istDate(new Date(), days)

const validate = (body: Record<string, unknown>, cookie?: string) =>
  call(shop.t.app, 'POST', '/api/coupons/validate', body, { ...(cookie && { cookie }) })
const offers = (cookie?: string) =>
  call(shop.t.app, 'GET', '/api/coupons/offers', undefined, { ...(cookie && { cookie }) })

describe('a coupon’s dates', () => {
  it('is refused before its first IST day and after its last, and taken on both', async () => {
    const later = await insertCoupon(db(), { validFrom: today(1) })
    const ended = await insertCoupon(db(), { validUntil: today(-1) })
    const running = await insertCoupon(db(), { validFrom: today(), validUntil: today() })
    const tomorrow = new Date(`${today(1)}T00:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    expect((await validate({ code: later.code, cartTotal: 500 })).data.message).toBe(
      `This coupon can be used from ${tomorrow}`,
    )
    expect((await validate({ code: ended.code, cartTotal: 500 })).data).toEqual({
      message: 'This coupon has expired',
    })
    expect((await validate({ code: running.code, cartTotal: 500 })).statusCode).toBe(200)

    const { cookie } = await createSignedInUser(db())
    const placed = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)], ended.code)
    expect(placed.statusCode).toBe(400)
    expect(placed.data.message).toBe('This coupon has expired')
  })
})

describe('a first-order coupon', () => {
  it('is taken on a shopper’s first order and refused on the next, at the check and at checkout', async () => {
    const welcome = await insertCoupon(db(), { firstOrderOnly: true })
    const { cookie } = await createSignedInUser(db())
    expect((await validate({ code: welcome.code, cartTotal: 500 }, cookie)).statusCode).toBe(200)
    await placePaidOrder(shop.t.app, cookie, [line(shop.catalogue.glass)], {
      couponCode: welcome.code,
    })

    const again = await validate({ code: welcome.code, cartTotal: 500 }, cookie)
    expect(again.statusCode).toBe(400)
    expect(again.data.message).toBe('This coupon is for your first order only')
    const placed = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)], welcome.code)
    expect(placed.statusCode).toBe(400)
    expect(placed.data.message).toBe('This coupon is for your first order only')
    // Before sign-in nobody is known yet: the check passes and checkout judges.
    expect((await validate({ code: welcome.code, cartTotal: 500 })).statusCode).toBe(200)
  })

  it('counts for a shopper whose earlier orders all failed to be paid', async () => {
    const welcome = await insertCoupon(db(), { firstOrderOnly: true })
    const { cookie } = await createSignedInUser(db())
    await placeOrder(shop.t.app, cookie, [line(shop.catalogue.charger)])
    expect((await validate({ code: welcome.code, cartTotal: 500 }, cookie)).statusCode).toBe(200)
  })

  it('goes on one order only when both of a shopper’s checkouts are paid at once', async () => {
    const welcome = await insertCoupon(db(), { firstOrderOnly: true })
    const { cookie } = await createSignedInUser(db())
    const first = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.glass)], welcome.code)
    const second = await placeOrder(
      shop.t.app,
      cookie,
      [line(shop.catalogue.charger)],
      welcome.code,
    )
    expect([first.statusCode, second.statusCode]).toEqual([201, 201])
    const paid = await Promise.all(
      [first, second].map((p) => payFor(shop.t.app, cookie, p.data.razorpayOrderId as string)),
    )
    expect(paid.map((p) => p.statusCode).sort()).toEqual([200, 409])
    const refused = paid.find((p) => p.statusCode === 409)
    expect(refused?.data.message).toContain(
      'its coupon was used by another of your orders meanwhile',
    )
    const [after] = await db().select().from(coupons).where(eq(coupons.id, welcome.id))
    expect(after?.usageCount).toBe(1)
  })
})

describe('a limit per shopper', () => {
  it('lets each shopper use the coupon that many times, whoever else uses it', async () => {
    const once = await insertCoupon(db(), { perCustomerLimit: 1 })
    const asha = await createSignedInUser(db())
    const ravi = await createSignedInUser(db())
    await placePaidOrder(shop.t.app, asha.cookie, [line(shop.catalogue.glass)], {
      couponCode: once.code,
    })
    const again = await placeOrder(
      shop.t.app,
      asha.cookie,
      [line(shop.catalogue.charger)],
      once.code,
    )
    expect(again.statusCode).toBe(400)
    expect(again.data.message).toBe('You have already used this coupon')
    expect((await validate({ code: once.code, cartTotal: 500 }, ravi.cookie)).statusCode).toBe(200)
  })
})

describe('a coupon limited to categories', () => {
  it('takes off only the lines it covers, at the check, on the order and on its invoice', async () => {
    const cases = await insertCoupon(db(), {
      type: 'percentage',
      value: 10,
      categories: ['cases'],
    })
    // Two cases at ₹399 and a charger at ₹3,893: 10% of ₹798 is ₹79.80.
    const items = [line(shop.catalogue.cheapCase, 2), line(shop.catalogue.charger)]
    const check = await validate({ code: cases.code, cartTotal: 1, items })
    expect(check.statusCode).toBe(200)
    expectDeclared('POST /api/coupons/validate', CouponValidationSchema, check)
    expect(check.data).toMatchObject({
      discountAmount: 79.8,
      coupon: { code: cases.code, categories: ['cases'], maxDiscount: null },
    })

    const { cookie } = await createSignedInUser(db())
    const { orderId, order } = await placePaidOrder(shop.t.app, cookie, items, {
      couponCode: cases.code,
    })
    expect(order).toMatchObject({ discount: 79.8, total: 798 + 3893 - 79.8 })
    const lines = await db()
      .select({ applies: orderItems.couponApplies, price: orderItems.unitDisplayPrice })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
    expect(lines.sort((a, b) => a.price - b.price)).toEqual([
      { applies: true, price: 399_00 },
      { applies: false, price: 3893_00 },
    ])
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
    const totals = invoice?.document.lines.map((l) => l.total).sort((a, b) => a - b)
    expect(totals).toEqual([798_00 - 79_80, 3893_00])
  })

  it('names its categories when the cart holds none of them, and asks for the items without them', async () => {
    const glass = await insertCoupon(db(), { type: 'flat', value: 50_00, categories: ['cases'] })
    const chargersOnly = await validate({
      code: glass.code,
      cartTotal: 3893,
      items: [line(shop.catalogue.charger)],
    })
    expect(chargersOnly.statusCode).toBe(400)
    expect(chargersOnly.data.message).toBe('This coupon applies to Cases only')
    const totalOnly = await validate({ code: glass.code, cartTotal: 3893 })
    expect(totalOnly.statusCode).toBe(400)
    expect(totalOnly.data.message).toBe(
      "This coupon applies to Cases only: send the cart's items to see what it takes off",
    )
  })

  it('judges the cart by the shop’s prices when the items come, whatever total is sent', async () => {
    const minimum = await insertCoupon(db(), { type: 'flat', value: 100_00, minCartValue: 1000_00 })
    const cheap = await validate({
      code: minimum.code,
      cartTotal: 5000,
      items: [line(shop.catalogue.glass)],
    })
    expect(cheap.data.message).toBe('This coupon needs a cart of at least ₹1,000')
    const refused = await validate({ code: minimum.code, cartTotal: 10, items: [] })
    expect(refused.statusCode).toBe(400)
  })
})

describe('a cap on a percentage coupon', () => {
  it('takes off at most the cap, at the check and on the order', async () => {
    const half = await insertCoupon(db(), { type: 'percentage', value: 50, maxDiscount: 100_00 })
    const items = [line(shop.catalogue.charger)]
    expect((await validate({ code: half.code, cartTotal: 3893, items })).data.discountAmount).toBe(
      100,
    )
    const { cookie } = await createSignedInUser(db())
    const { order } = await placePaidOrder(shop.t.app, cookie, items, { couponCode: half.code })
    expect(order).toMatchObject({ discount: 100, total: 3793 })
  })
})

describe('GET /api/coupons/offers', () => {
  it('lists the coupons staff show in the cart that this shopper may use today, ending soonest first', async () => {
    await db().update(coupons).set({ showInCart: false })
    const later = await insertCoupon(db(), { showInCart: true, validUntil: today(30) })
    const soon = await insertCoupon(db(), {
      showInCart: true,
      validUntil: today(2),
      description: 'Weekend sale',
    })
    const welcome = await insertCoupon(db(), { showInCart: true, firstOrderOnly: true })
    await insertCoupon(db(), { showInCart: false })
    await insertCoupon(db(), { showInCart: true, validUntil: today(-1) })
    await insertCoupon(db(), { showInCart: true, validFrom: today(1) })
    await insertCoupon(db(), { showInCart: true, isActive: false })
    await insertCoupon(db(), { showInCart: true, maxUsage: 1, usageCount: 1 })

    const anyone = await offers()
    expect(anyone.statusCode).toBe(200)
    expectDeclared('GET /api/coupons/offers', CouponOffersSchema, anyone)
    const codes = (anyone.data.offers as { code: string }[]).map((o) => o.code)
    expect(codes).toEqual([soon.code, later.code, welcome.code])
    expect((anyone.data.offers as unknown[])[0]).toEqual({
      code: soon.code,
      type: 'percentage',
      value: 10,
      minCartValue: 0,
      maxDiscount: null,
      categories: [],
      description: 'Weekend sale',
      validUntil: today(2),
      firstOrderOnly: false,
    })

    const { cookie } = await createSignedInUser(db())
    await placePaidOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    const returning = await offers(cookie)
    expect((returning.data.offers as { code: string }[]).map((o) => o.code)).toEqual([
      soon.code,
      later.code,
    ])
  })
})
