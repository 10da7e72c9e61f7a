import { describe, expect, it } from 'vitest'
import { returnRate } from './admin-dashboard.ts'

describe('returnRate', () => {
  it('is the share of ended parcels that came back, in percent with one decimal', () => {
    expect(returnRate(2, 1)).toBe(33.3)
    expect(returnRate(0, 4)).toBe(100)
    expect(returnRate(7, 0)).toBe(0)
  })

  it('is null while no parcel has ended', () => {
    expect(returnRate(0, 0)).toBeNull()
  })
})
