import { describe, expect, it } from 'vitest'
import { formatRupeesExact } from '#domain/money.ts'
import { shippingFor } from '#domain/pricing.ts'
import { CHARGE_TIERS, STANDARD_SHIPPING, STANDARD_SHIPPING_MAKEUP } from './shipping-info.ts'

describe('the shipping page’s charges', () => {
  it('state the charge the cart takes below free shipping, and how it is made', () => {
    expect(STANDARD_SHIPPING).toBe(formatRupeesExact(shippingFor(1_00)))
    expect(`${STANDARD_SHIPPING} (${STANDARD_SHIPPING_MAKEUP})`).toBe('₹69.62 (₹59 + 18% GST)')
  })

  it('give the standard tier that charge with its makeup, and no other figure', () => {
    const standard = CHARGE_TIERS.find((tier) => tier.name === 'Standard')
    expect(standard).toMatchObject({ price: '₹69.62', priceNote: '₹59 + 18% GST' })
    expect(CHARGE_TIERS.filter((tier) => tier.price !== 'FREE')).toEqual([standard])
  })
})
