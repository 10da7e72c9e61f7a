import { describe, expect, it } from 'vitest'
import { type LeftCart, reminderDue } from './cart-reminders.ts'

const now = new Date('2026-11-27T12:00:00Z')
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000)
const left = (overrides: Partial<LeftCart> = {}): LeftCart => ({
  consent: true,
  lineCount: 2,
  remindersSent: 0,
  lastActivityAt: minutesAgo(61),
  lastRemindedAt: null,
  bought: false,
  ...overrides,
})

describe('when a cart left behind is due a reminder', () => {
  it('is first due once the cart has lain untouched for the delay', () => {
    expect(reminderDue(left({ lastActivityAt: minutesAgo(59) }), now, 60)).toBeNull()
    expect(reminderDue(left({ lastActivityAt: minutesAgo(60) }), now, 60)).toBe(1)
    expect(reminderDue(left(), now, 60)).toBe(1)
  })

  it('is due a second time a day after the first, and never a third', () => {
    const first = left({ remindersSent: 1, lastActivityAt: minutesAgo(3000) })
    expect(reminderDue({ ...first, lastRemindedAt: minutesAgo(23 * 60) }, now, 60)).toBeNull()
    expect(reminderDue({ ...first, lastRemindedAt: minutesAgo(24 * 60) }, now, 60)).toBe(2)
    expect(
      reminderDue({ ...first, remindersSent: 2, lastRemindedAt: minutesAgo(9000) }, now, 60),
    ).toBeNull()
  })

  it('is never due without consent, for an empty cart, or once the shopper bought', () => {
    expect(reminderDue(left({ consent: false }), now, 60)).toBeNull()
    expect(reminderDue(left({ lineCount: 0 }), now, 60)).toBeNull()
    expect(reminderDue(left({ bought: true }), now, 60)).toBeNull()
    expect(
      reminderDue(
        left({ remindersSent: 1, lastRemindedAt: minutesAgo(2000), bought: true }),
        now,
        60,
      ),
    ).toBeNull()
  })
})
