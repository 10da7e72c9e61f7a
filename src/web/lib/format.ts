// Dates as Indian shoppers read them, on India's clock wherever the browser is, so a date always
// agrees with the day in the order number.
import { americanDate, indianDate, indianDateTime } from '#domain/india-calendar.ts'
import { groupIndian } from '#domain/money.ts'

/** '5 March 2026'. */
export const formatDate = (iso: string) => indianDate(new Date(iso))

/** 'June 29, 2025', the day in India, for a policy page's "Last updated" line. */
export const formatLongDate = (iso: string) => americanDate(new Date(iso))

/** '4 Mar 2026, 12:05 pm'. */
export const formatDateTime = (iso: string) => indianDateTime(new Date(iso))

/** A count with its noun, singular for one: `countOf(1, 'item')` is '1 item', `countOf(3, 'item')` '3 items'. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(count)} ${count === 1 ? noun : plural}`
}

/** A count grouped the Indian way: '1,00,000'. */
export function formatCount(count: number): string {
  return groupIndian(count)
}
