import { describe, expect, it } from 'vitest'
import { preferencesFor, readConsent, saveConsent } from './cookie-consent-state.ts'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('cookie consent', () => {
  it('turns every flag on when all cookies are accepted', () => {
    expect(preferencesFor('accepted')).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
    })
  })

  it('keeps only necessary cookies for necessary-only', () => {
    expect(preferencesFor('necessary-only')).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    })
  })

  it('stores the choice and its preferences, and reads the choice back', () => {
    const storage = memoryStorage()
    expect(readConsent(storage)).toBeNull()
    saveConsent(storage, 'necessary-only')
    expect(readConsent(storage)).toBe('necessary-only')
    expect(JSON.parse(storage.data.get('cookiePreferences') ?? '')).toMatchObject({
      analytics: false,
    })
  })

  it('treats an unknown stored value as no choice', () => {
    const storage = memoryStorage()
    storage.setItem('cookieConsent', 'maybe')
    expect(readConsent(storage)).toBeNull()
  })
})
