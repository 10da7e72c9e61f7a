// Cookie consent: the stored choice and the four preference flags it implies.

const CONSENT_KEY = 'cookieConsent'
const PREFERENCES_KEY = 'cookiePreferences'

export type ConsentChoice = 'accepted' | 'necessary-only'

export interface CookiePreferences {
  necessary: boolean
  functional: boolean
  analytics: boolean
  marketing: boolean
}

export function preferencesFor(choice: ConsentChoice): CookiePreferences {
  const all = choice === 'accepted'
  return { necessary: true, functional: all, analytics: all, marketing: all }
}

export function readConsent(storage: Pick<Storage, 'getItem'>): ConsentChoice | null {
  const value = storage.getItem(CONSENT_KEY)
  return value === 'accepted' || value === 'necessary-only' ? value : null
}

export function saveConsent(storage: Pick<Storage, 'setItem'>, choice: ConsentChoice): void {
  storage.setItem(CONSENT_KEY, choice)
  storage.setItem(PREFERENCES_KEY, JSON.stringify(preferencesFor(choice)))
}
