import { describe, expect, it } from 'vitest'
import { deliveryWindow, secondsUntilWindowChanges } from './business-days.ts'
import { DELIVERY_ZONES } from './pincode.ts'

const at = (iso: string) => new Date(iso)
const oneToThree = { minDays: 1, maxDays: 3 }
const dates = (now: Date, days = oneToThree) => {
  const { earliest, latest } = deliveryWindow(now, days)
  return [earliest, latest]
}

describe('a delivery window', () => {
  it('counts from today when the order comes before 14:00 IST, from the next business day after', () => {
    // Friday 20 November 2026, 13:59 and 14:01 IST.
    expect(dates(at('2026-11-20T08:29:00Z'))).toEqual(['2026-11-21', '2026-11-24'])
    expect(dates(at('2026-11-20T08:31:00Z'))).toEqual(['2026-11-23', '2026-11-25'])
  })

  it('takes the cut-off in IST, not UTC: 15:00 UTC is already the evening in India', () => {
    // Monday 23 November 2026 at 20:30 IST: counted from Tuesday.
    expect(dates(at('2026-11-23T15:00:00Z'))).toEqual(['2026-11-25', '2026-11-27'])
  })

  it('counts Saturday as a business day and skips Sunday', () => {
    // Saturday 21 November 2026, 10:00 IST: Monday is the first day after it that counts.
    expect(dates(at('2026-11-21T04:30:00Z'))).toEqual(['2026-11-23', '2026-11-25'])
  })

  it('counts an order placed on a Sunday from Monday', () => {
    expect(dates(at('2026-11-22T04:30:00Z'))).toEqual(['2026-11-24', '2026-11-26'])
    // 00:01 IST on Sunday is still Saturday evening in UTC.
    expect(dates(at('2026-11-21T18:31:00Z'))).toEqual(['2026-11-24', '2026-11-26'])
  })

  it.each([
    [1, '2026-11-24', '2026-11-26'],
    [2, '2026-11-26', '2026-11-30'],
    [3, '2026-11-28', '2026-12-03'],
    [4, '2026-12-01', '2026-12-09'],
  ])('gives zone %i its business days from a Monday morning order', (id, earliest, latest) => {
    const zone = DELIVERY_ZONES.find((z) => z.id === id)!
    const monday = at('2026-11-23T04:30:00Z')
    expect(deliveryWindow(monday, zone)).toEqual({
      minDays: zone.minDays,
      maxDays: zone.maxDays,
      earliest,
      latest,
    })
  })
})

describe('how long a window holds', () => {
  it('lasts until the 14:00 IST cut-off, then until IST midnight', () => {
    expect(secondsUntilWindowChanges(at('2026-11-23T08:25:00Z'))).toBe(5 * 60)
    expect(secondsUntilWindowChanges(at('2026-11-23T08:30:00Z'))).toBe(10 * 3600)
  })

  it('turns the day at 18:30 UTC, which is midnight in India', () => {
    expect(secondsUntilWindowChanges(at('2026-11-23T18:29:30Z'))).toBe(30)
    expect(secondsUntilWindowChanges(at('2026-11-23T18:31:00Z'))).toBe(13 * 3600 + 59 * 60)
  })
})
