// The shopper's phone from "Find for my phone", kept in browser storage and shared by every screen.
import { useSyncExternalStore } from 'react'
import { readJson, writeJson } from '#web/lib/browser-storage.ts'

export const PHONE_KEY = 'phoneModel'

/** The chosen phone model as the picker lists it; `model` is how variants name it. */
export interface PhoneChoice {
  brand: string
  model: string
  slug: string
}

/** A stored choice, or null for anything that is not one (nothing chosen, or stale data). */
export function loadPhoneChoice(stored: unknown): PhoneChoice | null {
  if (typeof stored !== 'object' || stored === null) return null
  const { brand, model, slug } = stored as Partial<Record<keyof PhoneChoice, unknown>>
  if (typeof brand !== 'string' || typeof model !== 'string' || typeof slug !== 'string')
    return null
  return brand && model && slug ? { brand, model, slug } : null
}

// Undefined until storage is read; null once read and no phone is chosen.
let current: PhoneChoice | null | undefined
const listeners = new Set<() => void>()

/** The chosen phone, read from storage once: every card asks, at every render. */
export function currentPhoneChoice(): PhoneChoice | null {
  if (current === undefined) current = loadPhoneChoice(readJson(PHONE_KEY))
  return current
}

export function choosePhone(choice: PhoneChoice | null): void {
  current = choice
  writeJson(PHONE_KEY, choice)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The chosen phone, or null for "any phone". */
export function usePhoneChoice(): PhoneChoice | null {
  return useSyncExternalStore(subscribe, currentPhoneChoice, () => null)
}
