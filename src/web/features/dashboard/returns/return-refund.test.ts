import { describe, expect, it } from 'vitest'
import type { ApiOrderItem } from '#domain/order/responses.ts'
import type { ReturnOffer } from '#domain/order/returns.ts'
import { refundFor } from './return-refund.ts'

const item = (_id: string, price: number, quantity: number): ApiOrderItem => ({
  _id,
  product: 'p',
  productSnapshot: { name: 'Case', image: '/case.webp', brand: 'Kavach' },
  quantity,
  price,
  reviewed: false,
})
/** Each line: its id, units left to return, and what those asked back were valued at (rupees). */
const offer = (...lines: [string, number, number?][]): ReturnOffer => ({
  until: '2026-12-04T18:29:00.000Z',
  items: lines.map(([orderItemId, returnable, askedBackAmount = 0]) => ({
    orderItemId,
    returnable,
    couponApplies: true,
    askedBackAmount,
    exchangeFor: [],
  })),
})

describe('refundFor', () => {
  it('gives back the price paid for the units when there was no coupon', () => {
    const order = { items: [item('a', 590, 2), item('b', 1299, 1)], discount: 0 }
    expect(refundFor(order, offer(['a', 2], ['b', 1]), { a: 1, b: 1 })).toBe(590_00 + 1299_00)
  })

  it('takes off the units’ share of the coupon, as the server counts it', () => {
    // Two cases at ₹590, 10 % off the pair: one comes back at ₹531.
    const order = { items: [item('a', 590, 2)], discount: 118 }
    expect(refundFor(order, offer(['a', 2]), { a: 1 })).toBe(531_00)
  })

  it('shares the coupon over every line, and counts from the units asked back before', () => {
    // ₹100 off ₹300 of goods: the ₹200 line paid ₹133.33, the ₹100 line ₹66.67.
    const order = { items: [item('a', 100, 2), item('b', 100, 1)], discount: 100 }
    const first = refundFor(order, offer(['a', 2], ['b', 1]), { a: 1 })
    const left = offer(['a', 1, first / 100], ['b', 1])
    const second = refundFor(order, left, { a: 1 })
    expect(first + second).toBe(133_33)
    expect(refundFor(order, left, { b: 1 })).toBe(66_67)
  })

  it('is nothing while no units are chosen', () => {
    expect(refundFor({ items: [item('a', 590, 1)], discount: 0 }, offer(['a', 1]), {})).toBe(0)
  })
})
