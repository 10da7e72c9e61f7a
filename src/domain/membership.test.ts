import { describe, expect, it } from 'vitest'
import { membershipTier } from './membership.ts'
import { rupeesToPaise } from './money.ts'

describe('membershipTier', () => {
  it.each([
    [0, 'Bronze'],
    [999, 'Bronze'],
    [999.99, 'Bronze'],
    [1000, 'Silver'],
    [4999, 'Silver'],
    [4999.99, 'Silver'],
    [5000, 'Gold'],
    [9999, 'Gold'],
    [9999.99, 'Gold'],
    [10000, 'Platinum'],
    [250000, 'Platinum'],
  ])('puts a shopper who spent ₹%d in %s', (rupees, tier) => {
    expect(membershipTier(rupeesToPaise(rupees))).toBe(tier)
  })
})
