import { describe, expect, it } from 'vitest'
import { DeliveryAttemptSchema, reattemptDateRefusal, statusesForScan } from './tracking.ts'

describe('statusesForScan', () => {
  it('dispatches a packed or confirmed order at its first scan on the road', () => {
    expect(statusesForScan('packed', 'picked_up')).toEqual(['dispatched'])
    expect(statusesForScan('confirmed', 'in_transit')).toEqual(['dispatched'])
    expect(statusesForScan('packed', 'undelivered')).toEqual(['dispatched'])
  })

  it('passes through dispatched when a later scan comes before the pickup was reported', () => {
    expect(statusesForScan('packed', 'delivered')).toEqual(['dispatched', 'delivered'])
    expect(statusesForScan('packed', 'rto_delivered')).toEqual(['dispatched', 'returned'])
    expect(statusesForScan('dispatched', 'rto_delivered')).toEqual(['returned'])
    expect(statusesForScan('returning', 'rto_delivered')).toEqual(['returned'])
  })

  it('never moves an order back, or one out of the courier’s hands', () => {
    expect(statusesForScan('dispatched', 'picked_up')).toEqual([])
    expect(statusesForScan('delivered', 'rto_initiated')).toEqual([])
    expect(statusesForScan('returning', 'delivered')).toEqual([])
    expect(statusesForScan('returned', 'delivered')).toEqual([])
    expect(statusesForScan('cancelled', 'delivered')).toEqual([])
    expect(statusesForScan('pending', 'picked_up')).toEqual([])
  })
})

describe('the answer to a failed delivery', () => {
  const now = new Date('2026-11-26T20:00:00Z') // 27 Nov, 01:30 in India

  it('takes a day from tomorrow to three days ahead on India’s calendar', () => {
    expect(reattemptDateRefusal('2026-11-28', now)).toBeNull()
    expect(reattemptDateRefusal('2026-11-30', now)).toBeNull()
    expect(reattemptDateRefusal('2026-11-27', now)).toBe(
      'Choose a day from 2026-11-28 to 2026-11-30',
    )
    expect(reattemptDateRefusal('2026-12-01', now)).not.toBeNull()
    expect(reattemptDateRefusal('2026-02-31', now)).not.toBeNull()
  })

  it('reads a phone number as people type it, and keeps dates and phones to another attempt', () => {
    const read = (body: object) => DeliveryAttemptSchema.safeParse(body)
    expect(read({ action: 'reattempt', phone: '+91 98110-12345' }).data?.phone).toBe('9811012345')
    expect(read({ action: 'reattempt', phone: '098110 12345' }).data?.phone).toBe('9811012345')
    expect(read({ action: 'reattempt', phone: '5811012345' }).success).toBe(false)
    expect(read({ action: 'cancel', phone: '9811012345' }).success).toBe(false)
    expect(read({ action: 'refund' }).success).toBe(false)
  })
})
