import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CouponValidationSchema } from '#domain/coupon/responses.ts'
import { insertCoupon } from '../testing/checkout-fixtures.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const validate = (code: string, cartTotal: number) =>
  call(t.app, 'POST', '/api/coupons/validate', { code, cartTotal })

describe('POST /api/coupons/validate', () => {
  it('answers the discount and the coupon for a percentage coupon', async () => {
    const coupon = await insertCoupon(t.db, { type: 'percentage', value: 15 })
    const response = await validate(` ${coupon.code.toLowerCase()} `, 1999)
    expect(response.statusCode).toBe(200)
    expect(response.data).toMatchObject({
      discountAmount: 299.85,
      coupon: { code: coupon.code, type: 'percentage', value: 15 },
    })
  })

  it("answers the coupon's terms in rupees, in its declared shape, so the cart can judge it again", async () => {
    const coupon = await insertCoupon(t.db, { type: 'flat', value: 150_50, minCartValue: 999_00 })
    const response = await validate(coupon.code, 1200)
    expect(response.statusCode).toBe(200)
    expectDeclared('POST /api/coupons/validate', CouponValidationSchema, response)
    expect(response.data).toEqual({
      message: 'Coupon applied',
      discountAmount: 150.5,
      coupon: {
        code: coupon.code,
        type: 'flat',
        value: 150.5,
        minCartValue: 999,
        maxDiscount: null,
        categories: [],
      },
    })
  })

  it('never takes a flat discount past the cart total', async () => {
    const coupon = await insertCoupon(t.db, { type: 'flat', value: 500_00 })
    const response = await validate(coupon.code, 399)
    expect(response.data).toMatchObject({
      discountAmount: 399,
      coupon: { type: 'flat', value: 500 },
    })
  })

  it('answers an inactive coupon exactly as a code that does not exist', async () => {
    const inactive = await insertCoupon(t.db, { isActive: false })
    const unknown = await validate('NOSUCHCODE', 500)
    const answer = await validate(inactive.code, 500)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.data.message).toBe('Invalid coupon code')
    expect({ status: answer.statusCode, body: answer.body }).toEqual({
      status: unknown.statusCode,
      body: unknown.body,
    })
  })

  it('says which rule refused an active coupon', async () => {
    const usedUp = await insertCoupon(t.db, { maxUsage: 2, usageCount: 2 })
    const minimum = await insertCoupon(t.db, { minCartValue: 999_00 })
    const cases: [string, number, string][] = [
      ['NOSUCHCODE', 500, 'Invalid coupon code'],
      [usedUp.code, 500, 'This coupon has reached its usage limit'],
      [minimum.code, 998, 'This coupon needs a cart of at least ₹999'],
    ]
    for (const [code, total, message] of cases) {
      const response = await validate(code, total)
      expect(response.statusCode).toBe(400)
      expect(response.data.message).toBe(message)
    }
    expect((await validate(minimum.code, 999)).statusCode).toBe(200)
  })

  it('asks for a code and a numeric cart total', async () => {
    const blank = await validate('  ', 100)
    expect(blank.statusCode).toBe(400)
    expect(blank.data.errors).toContainEqual({
      path: 'code',
      message: 'Please enter a coupon code',
    })
    const response = await call(t.app, 'POST', '/api/coupons/validate', {
      code: 'X',
      cartTotal: 'lots',
    })
    expect(response.statusCode).toBe(400)
  })
})
