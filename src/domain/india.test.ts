import { describe, expect, it } from 'vitest'
import { isIndianMobile, readIndianPhone } from './india.ts'

describe('readIndianPhone', () => {
  it('reads a number as people type it, with +91, 0, spaces, dashes or brackets', () => {
    for (const typed of [
      '9811012345',
      '98110 12345',
      '+91 98110 12345',
      '+91-98110-12345',
      '0091 9811012345',
      '919811012345',
      '098110 12345',
      '(981) 101-2345',
    ]) {
      expect(readIndianPhone(typed), typed).toBe('9811012345')
    }
  })

  it('leaves what is not a 10-digit number as it came, for the schema to refuse', () => {
    expect(readIndianPhone('98110 1234')).toBe('98110 1234')
    expect(readIndianPhone('+1 415 555 0100')).toBe('+1 415 555 0100')
    expect(readIndianPhone('98110123456')).toBe('98110123456')
  })

  it('knows a mobile number starts with 6 to 9', () => {
    expect(isIndianMobile('9811012345')).toBe(true)
    expect(isIndianMobile('6000000000')).toBe(true)
    expect(isIndianMobile('5811012345')).toBe(false)
    expect(isIndianMobile('0112345678')).toBe(false)
  })
})
