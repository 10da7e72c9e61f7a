import { describe, expect, it } from 'vitest'
import { couponRuleLabels } from './labels.ts'

describe('couponRuleLabels', () => {
  it('says nothing of a coupon without rules', () => {
    expect(couponRuleLabels({ categories: [], maxDiscount: null, perCustomerLimit: null })).toEqual(
      [],
    )
  })

  it('names each rule a coupon sets, in the rupees the API speaks', () => {
    expect(
      couponRuleLabels({
        firstOrderOnly: true,
        perCustomerLimit: 1,
        categories: ['cases', 'tempered-glass'],
        maxDiscount: 199.5,
        validFrom: '2026-12-01',
        validUntil: '2026-12-31',
      }),
    ).toEqual([
      'First order only',
      'Once per shopper',
      'On Cases and Tempered Glass only',
      'Up to ₹199.50 off',
      'Starts 1 Dec 2026',
      'Ends 31 Dec 2026',
    ])
    expect(couponRuleLabels({ perCustomerLimit: 3 })).toEqual(['3 times per shopper'])
  })
})
