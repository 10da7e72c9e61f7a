import { describe, expect, it } from 'vitest'
import { CouponValidateSchema } from './requests.ts'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('coupon entry', () => {
  it('trims and upper-cases the code', () => {
    expect(CouponValidateSchema.parse({ code: ' welcome10 ', cartTotal: 500 }).code).toBe(
      'WELCOME10',
    )
  })

  it('asks for a code when blank', () => {
    expect(messages(CouponValidateSchema.safeParse({ code: '   ', cartTotal: 500 }))).toEqual([
      'Please enter a coupon code',
    ])
  })

  it('takes a cart total up to the largest order and says so above it', () => {
    expect(CouponValidateSchema.safeParse({ code: 'X', cartTotal: 5_00_000 }).success).toBe(true)
    expect(messages(CouponValidateSchema.safeParse({ code: 'X', cartTotal: 5_00_000.01 }))).toEqual(
      ['An order can be at most ₹5,00,000. Please split your cart into smaller orders.'],
    )
  })
})
