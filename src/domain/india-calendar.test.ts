import { describe, expect, it } from 'vitest'
import {
  americanDate,
  formatDay,
  formatWeekday,
  indianDate,
  indianDateTime,
} from './india-calendar.ts'

describe('India calendar', () => {
  it('writes an instant as the day it is in India, turning at midnight IST', () => {
    expect(indianDate(new Date('2026-03-04T18:29:59.999Z'))).toBe('4 March 2026')
    expect(indianDate(new Date('2026-03-04T18:30:00Z'))).toBe('5 March 2026')
    expect(americanDate(new Date('2025-12-31T18:30:00Z'))).toBe('January 1, 2026')
  })

  it("writes India's clock in twelve hours, noon and midnight as 12", () => {
    expect(indianDateTime(new Date('2026-03-04T06:35:00Z'))).toBe('4 Mar 2026, 12:05 pm')
    expect(indianDateTime(new Date('2026-03-04T18:35:00Z'))).toBe('5 Mar 2026, 12:05 am')
    expect(indianDateTime(new Date('2026-09-01T03:30:00Z'))).toBe('1 Sept 2026, 9:00 am')
  })

  it('writes an India day short, with its weekday where asked', () => {
    expect(formatDay('2026-11-28')).toBe('28 Nov 2026')
    expect(formatDay('2026-09-07')).toBe('7 Sept 2026')
    expect(formatWeekday('2026-11-27')).toBe('Fri, 27 Nov')
  })

  it("says what Intl's en-IN (and the policy pages' en-US) say, for any instant", () => {
    const india = { timeZone: 'Asia/Kolkata' } as const
    const date = new Intl.DateTimeFormat('en-IN', { ...india, dateStyle: 'long' })
    const policy = new Intl.DateTimeFormat('en-US', { ...india, dateStyle: 'long' })
    const dateTime = new Intl.DateTimeFormat('en-IN', {
      ...india,
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    const short = new Intl.DateTimeFormat('en-IN', { ...india, dateStyle: 'medium' })
    const weekday = new Intl.DateTimeFormat('en-IN', {
      ...india,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    })
    const plain = (text: string) => text.replace(/\s/gu, ' ')
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2027, 0, 1); at += 3_217_000_123 / 797) {
      const instant = new Date(at)
      const day = new Date(at + 330 * 60_000).toISOString().slice(0, 10)
      expect(indianDate(instant)).toBe(plain(date.format(instant)))
      expect(americanDate(instant)).toBe(plain(policy.format(instant)))
      expect(indianDateTime(instant)).toBe(plain(dateTime.format(instant)))
      expect(formatDay(day)).toBe(plain(short.format(instant)))
      expect(formatWeekday(day)).toBe(plain(weekday.format(instant)))
    }
  })
})
