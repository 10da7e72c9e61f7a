// Delivery dates in India Standard Time, counted in business days.
import { IST_OFFSET_MS } from './india-calendar.ts'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** Couriers deliver Monday to Saturday: Sunday is the one day that does not count. */
const SUNDAY = 0

/** An order placed at or after 14:00 IST is packed, and counted, from the next business day. */
export const ORDER_CUTOFF_HOUR_IST = 14

export interface DeliveryWindow {
  minDays: number
  maxDays: number
  /** IST calendar dates, 'YYYY-MM-DD'. */
  earliest: string
  latest: string
}

/** Days since 1970-01-01 on the IST calendar. */
const istDayNumber = (instant: Date) => Math.floor((instant.getTime() + IST_OFFSET_MS) / DAY_MS)
const msIntoIstDay = (instant: Date) => (instant.getTime() + IST_OFFSET_MS) % DAY_MS
const isBusinessDay = (day: number) => new Date(day * DAY_MS).getUTCDay() !== SUNDAY
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** The instant `hours`:`minutes` IST falls on the IST calendar day of `instant`. */
export function istTimeOnDayOf(instant: Date, hours: number, minutes = 0): Date {
  return new Date(istDayNumber(instant) * DAY_MS - IST_OFFSET_MS + (hours * 60 + minutes) * 60_000)
}

/** The business day an order placed at `now` is counted from. */
function countingFrom(now: Date) {
  let day = istDayNumber(now)
  if (msIntoIstDay(now) >= ORDER_CUTOFF_HOUR_IST * HOUR_MS) day += 1
  while (!isBusinessDay(day)) day += 1
  return day
}

function addBusinessDays(day: number, count: number) {
  let result = day
  for (let left = count; left > 0;) {
    result += 1
    if (isBusinessDay(result)) left -= 1
  }
  return result
}

/**
 * When an order placed at `now` arrives: `minDays` to `maxDays` business days after the day it is
 * counted from (today before the cut-off on a business day, else the next business day).
 */
export function deliveryWindow(now: Date, days: { minDays: number; maxDays: number }) {
  const start = countingFrom(now)
  return {
    minDays: days.minDays,
    maxDays: days.maxDays,
    earliest: dateOf(addBusinessDays(start, days.minDays)),
    latest: dateOf(addBusinessDays(start, days.maxDays)),
  } satisfies DeliveryWindow
}

/** Seconds until the window for an order placed now can change: the next cut-off or IST midnight. */
export function secondsUntilWindowChanges(now: Date) {
  const into = msIntoIstDay(now)
  const cutoff = ORDER_CUTOFF_HOUR_IST * HOUR_MS
  return Math.ceil(((into < cutoff ? cutoff : DAY_MS) - into) / 1000)
}

/** The IST calendar date of `instant`, `days` days later, as 'YYYY-MM-DD'. */
export const istDate = (instant: Date, days = 0) => dateOf(istDayNumber(instant) + days)

/** `instant` as India's wall clock reads it: '2026-11-27 18:05'. */
export const istDateTime = (instant: Date) =>
  new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')

/** When the IST calendar date `day` ('YYYY-MM-DD') begins, `days` days later. */
export const istDayStart = (day: string, days = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS - IST_OFFSET_MS)
