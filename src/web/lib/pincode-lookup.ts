// What the shop promises for a pincode (GET /api/pincodes/:pincode), as checkout and the product page ask.
import type { PincodeAnswer } from '#domain/pincode.ts'
import { formatWeekday } from '#domain/india-calendar.ts'
import { PINCODE_PATTERN } from '#domain/pincode-rules.ts'
import { api, apiUrl } from './api-client.ts'
import { readJson, writeJson } from './browser-storage.ts'

export const pincodeUrl = (pincode: string) => apiUrl(`/pincodes/${pincode}`)

export const lookupPincode = (pincode: string, signal?: AbortSignal) =>
  api<PincodeAnswer>(`/pincodes/${pincode}`, { signal })

/** 'Thu, 27 Nov – Mon, 1 Dec' for an estimate's earliest and latest days. */
export function deliveryDates({
  earliest,
  latest,
}: Pick<PincodeAnswer['estimate'], 'earliest' | 'latest'>): string {
  const [from, to] = [earliest, latest].map(formatWeekday)
  return from === to ? `${from}` : `${from} – ${to}`
}

const REMEMBERED_KEY = 'deliveryPincode'

/** The pincode the shopper last checked delivery for, kept across visits. */
export function rememberedPincode(): string {
  const stored = readJson(REMEMBERED_KEY)
  return typeof stored === 'string' && PINCODE_PATTERN.test(stored) ? stored : ''
}

export const rememberPincode = (pincode: string) => writeJson(REMEMBERED_KEY, pincode)
