import { describe, expect, it } from 'vitest'
import { nationalDigits, readOrderSearch } from './order-search.ts'

describe('readOrderSearch', () => {
  it('reads a phone number however it was typed, without +91 or a leading 0', () => {
    for (const typed of ['+91 98765 43210', '98765-43210', '09876543210', ' 9876543210 ']) {
      expect(readOrderSearch(typed).phone).toBe('9876543210')
    }
    expect(readOrderSearch('43210').phone).toBe('43210')
    expect(readOrderSearch('4321').phone).toBeUndefined()
  })

  it('reads six digits as a pincode too, and words as whole words', () => {
    expect(readOrderSearch('560038')).toEqual({
      text: '560038',
      words: ['560038'],
      phone: '560038',
      pincode: '560038',
    })
    expect(readOrderSearch('Riya  Sharma')).toEqual({
      text: 'Riya  Sharma',
      words: ['riya', 'sharma'],
    })
    expect(readOrderSearch('KV-2026-0042').words).toEqual(['kv', '2026', '0042'])
  })
})

describe('nationalDigits', () => {
  it('keeps a number that is not a +91 or 0-led one as it is', () => {
    expect(nationalDigits('+44 20 7946 0958')).toBe('442079460958')
    expect(nationalDigits('98765 43210')).toBe('9876543210')
  })
})
