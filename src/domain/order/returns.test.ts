import { describe, expect, it } from 'vitest'
import {
  NOT_DELIVERED_YET,
  paidPerLine,
  ReturnRequestSchema,
  returnedShare,
  returnWindowEnd,
  returnWindowRefusal,
} from './returns.ts'

describe('what a returned line is worth', () => {
  it('shares the coupon over the lines by value, as the invoice does, to the paisa', () => {
    // Two cases at ₹590 and a charger at ₹3,893, ₹100 off the order.
    const lines = [
      { amount: 1180_00, quantity: 2, couponApplies: true },
      { amount: 3893_00, quantity: 1, couponApplies: true },
    ]
    const paid = paidPerLine(lines, 100_00)
    expect(paid).toEqual([1156_74, 3816_26])
    expect(paid.reduce((a, b) => a + b, 0)).toBe(1180_00 + 3893_00 - 100_00)
  })

  it('takes a category coupon off the lines it covered only', () => {
    const lines = [
      { amount: 1180_00, quantity: 2, couponApplies: true },
      { amount: 3893_00, quantity: 1, couponApplies: false },
    ]
    expect(paidPerLine(lines, 118_00)).toEqual([1062_00, 3893_00])
  })

  it('gives back a line whole however its units come back, one by one or together', () => {
    // ₹1,156.75 for 3 units can't split evenly: the units round, their sum doesn't drift.
    const paid = 1156_75
    let before = { units: 0, amount: 0 }
    const oneByOne = [1, 2, 3].map(() => {
      const share = returnedShare(paid, 3, before, 1)
      before = { units: before.units + 1, amount: before.amount + share }
      return share
    })
    expect(oneByOne).toEqual([385_58, 385_59, 385_58])
    expect(oneByOne.reduce((a, b) => a + b, 0)).toBe(paid)
    expect(returnedShare(paid, 3, { units: 0, amount: 0 }, 3)).toBe(paid)
  })

  it('never gives back more than the line was paid when a return between is rejected', () => {
    // ₹10 for 3 units: R1 takes ₹3.33, R2 ₹3.34; R1 is rejected, and two more come back.
    const r2 = returnedShare(10_00, 3, { units: 1, amount: 3_33 }, 1)
    expect(r2).toBe(3_34)
    const r3 = returnedShare(10_00, 3, { units: 1, amount: r2 }, 1)
    const r4 = returnedShare(10_00, 3, { units: 2, amount: r2 + r3 }, 1)
    expect(r2 + r3 + r4).toBe(10_00)
  })

  it('is the whole price without a coupon', () => {
    expect(paidPerLine([{ amount: 590_00, quantity: 1, couponApplies: true }], 0)).toEqual([590_00])
    expect(returnedShare(590_00, 1, { units: 0, amount: 0 }, 1)).toBe(590_00)
  })
})

describe('the return window', () => {
  // Delivered Friday 20 November 2026 at 21:00 IST.
  const deliveredAt = new Date('2026-11-20T15:30:00Z')
  const delivered = { status: 'delivered' as const, deliveredAt }

  it('stays open to 23:59 IST on the 7th day after delivery', () => {
    expect(returnWindowEnd(deliveredAt).toISOString()).toBe('2026-11-27T18:29:00.000Z')
    expect(returnWindowRefusal(delivered, new Date('2026-11-27T18:28:00Z'))).toBeNull()
    expect(returnWindowRefusal(delivered, new Date('2026-11-27T18:30:00Z'))).toBe(
      'Returns closed 7 days after delivery, on 27 Nov 2026',
    )
  })

  it('opens only once the order is delivered', () => {
    const now = new Date('2026-11-21T00:00:00Z')
    expect(returnWindowRefusal({ status: 'dispatched', deliveredAt: null }, now)).toBe(
      NOT_DELIVERED_YET,
    )
    expect(returnWindowRefusal({ status: 'returned', deliveredAt }, now)).toBe(NOT_DELIVERED_YET)
  })
})

describe('a return request', () => {
  const item = { orderItemId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', quantity: 1 }
  const errors = (body: object) =>
    ReturnRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? []

  it('takes an exchange of one line for a chosen variant, and a refund of several', () => {
    expect(
      errors({
        items: [item],
        reason: 'wrong_model',
        resolution: 'exchange',
        exchangeVariantId: '9b2f7c1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f',
      }),
    ).toEqual([])
    const other = { ...item, orderItemId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' }
    expect(errors({ items: [item, other], reason: 'damaged', resolution: 'refund' })).toEqual([])
  })

  it('refuses an exchange of two lines, a line twice, and a refund naming a variant', () => {
    const exchangeBoth = {
      items: [item, { ...item, orderItemId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' }],
      reason: 'wrong_model',
      resolution: 'exchange',
      exchangeVariantId: '9b2f7c1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f',
    }
    expect(errors(exchangeBoth)).toEqual(['Exchange one item at a time'])
    expect(errors({ items: [item, item], reason: 'damaged', resolution: 'refund' })).toEqual([
      'Each item is listed once',
    ])
    expect(
      errors({
        items: [item],
        reason: 'damaged',
        resolution: 'refund',
        exchangeVariantId: '9b2f7c1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f',
      }),
    ).toEqual(['A refund takes no model or colour in exchange'])
  })
})
