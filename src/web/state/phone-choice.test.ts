import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentPhoneChoice, loadPhoneChoice } from './phone-choice.ts'

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

describe('the current phone choice', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads storage once when no phone is chosen, not at every render', () => {
    let reads = 0
    vi.stubGlobal('localStorage', {
      getItem: () => {
        reads += 1
        return null
      },
    })
    expect(currentPhoneChoice()).toBeNull()
    expect(currentPhoneChoice()).toBeNull()
    expect(reads).toBeLessThanOrEqual(1)
  })
})
