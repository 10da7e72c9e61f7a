import { describe, expect, it } from 'vitest'
import { loadPhoneChoice } from './phone-choice.ts'

describe('the stored phone choice', () => {
  it('reads a chosen phone', () => {
    const phone = { brand: 'Samsung', model: 'Galaxy S25', slug: 'galaxy-s25' }
    expect(loadPhoneChoice(phone)).toEqual(phone)
  })

  it('treats anything else as no phone chosen', () => {
    for (const stored of [
      undefined,
      null,
      'galaxy-s25',
      { slug: 'galaxy-s25' },
      { brand: '', model: '', slug: '' },
    ])
      expect(loadPhoneChoice(stored)).toBeNull()
  })
})
