// Dates as Indian shoppers read them (en-IN), on India's clock wherever the browser is,
// so a date always agrees with the day in the order number.
import { lazily } from '#domain/lazily.ts'
import { groupIndian } from '#domain/money.ts'

const dateFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
)
// The spec writes policy dates the American way, 'June 29, 2025'.
const longDateFormat = lazily(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }),
)
const dateTimeFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }),
)

export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso))
}

/** 'June 29, 2025', the day in India, for a policy page's "Last updated" line. */
export function formatLongDate(iso: string): string {
  return longDateFormat().format(new Date(iso))
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso))
}

/** A count with its noun, singular for one: `countOf(1, 'item')` is '1 item', `countOf(3, 'item')` '3 items'. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(count)} ${count === 1 ? noun : plural}`
}

/** A count grouped the Indian way: '1,00,000'. */
export function formatCount(count: number): string {
  return groupIndian(count)
}
