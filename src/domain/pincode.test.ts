import { describe, expect, it } from 'vitest'
import { DELIVERY_ZONES, deliveryZoneWindow, PINCODE_INVALID, PincodeSchema } from './pincode.ts'

describe('a pincode', () => {
  it('is six digits that do not start with 0', () => {
    expect(PincodeSchema.parse('110020')).toBe('110020')
    for (const wrong of ['011002', '11002', '1100201', '11002a', ' 110020']) {
      expect(PincodeSchema.safeParse(wrong).error?.issues[0]?.message).toBe(PINCODE_INVALID)
    }
  })
})

describe('the delivery zones', () => {
  it('are the shipping page’s four, nearest first', () => {
    expect(DELIVERY_ZONES.map((zone) => `${zone.label} ${deliveryZoneWindow(zone)}`)).toEqual([
      'Delhi NCR 1-3 business days',
      'Nearby major cities 3-6 business days',
      'Other metros 5-9 business days',
      'Rest of India 7-14 business days',
    ])
  })
})
