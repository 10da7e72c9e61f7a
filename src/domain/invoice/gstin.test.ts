import { describe, expect, it } from 'vitest'
import { GstinSchema, isValidGstin } from './gstin.ts'

describe('GSTIN', () => {
  it('accepts real GSTINs and checks their last character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true)
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true)
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false)
  })

  it('refuses a wrong shape or a state code GST does not use', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false)
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false)
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false)
  })

  it('reads a GSTIN typed in lower case with spaces around it', () => {
    expect(GstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV')
    expect(GstinSchema.safeParse('27AAPFU0939F1ZW').success).toBe(false)
  })
})
