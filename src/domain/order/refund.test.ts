import { describe, expect, it } from 'vitest'
import {
  cancellationDeadline,
  refundableAmount,
  refundRefusal,
  shopperCancellationRefusal,
  staffCancellationRefusal,
} from './refund.ts'

// Tuesday 24 November 2026, 10:00 IST.
const placedAt = new Date('2026-11-24T04:30:00Z')
const paid = {
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentMethod: 'online',
  createdAt: placedAt,
} as const
const LATE = 'Orders can be cancelled only on the day they were placed, before 11:59 PM IST'

describe('the shopper’s cancellation window', () => {
  it('closes at 23:59 IST on the day the order was placed, which is 18:29 UTC', () => {
    expect(cancellationDeadline(placedAt).toISOString()).toBe('2026-11-24T18:29:00.000Z')
    expect(shopperCancellationRefusal(paid, new Date('2026-11-24T18:28:59.999Z'))).toBeNull()
    expect(shopperCancellationRefusal(paid, new Date('2026-11-24T18:29:00.000Z'))).toBe(LATE)
  })

  it('is the IST day, not the UTC one: an order at 00:30 IST is still yesterday in UTC', () => {
    const earlyMorning = { ...paid, createdAt: new Date('2026-11-23T19:00:00Z') }
    expect(cancellationDeadline(earlyMorning.createdAt).toISOString()).toBe(
      '2026-11-24T18:29:00.000Z',
    )
    const lateEvening = { ...paid, createdAt: new Date('2026-11-24T18:00:00Z') }
    expect(shopperCancellationRefusal(lateEvening, new Date('2026-11-24T18:35:00Z'))).toBe(LATE)
  })

  it('is open for cash on delivery, shut once dispatched, delivered or for an unpaid online order', () => {
    const now = new Date('2026-11-24T06:00:00Z')
    const cod = { ...paid, paymentMethod: 'cod', paymentStatus: 'pending' } as const
    expect(shopperCancellationRefusal(cod, now)).toBeNull()
    expect(shopperCancellationRefusal({ ...paid, status: 'packed' }, now)).toBeNull()
    expect(shopperCancellationRefusal({ ...paid, status: 'dispatched' }, now)).toMatch(/dispatched/)
    expect(shopperCancellationRefusal({ ...paid, status: 'delivered' }, now)).toMatch(/delivered/)
    expect(shopperCancellationRefusal({ ...paid, paymentStatus: 'pending' }, now)).toMatch(
      /isn't paid yet/,
    )
  })
})

describe('staff cancelling and refunding', () => {
  it('lets staff cancel until delivery', () => {
    expect(staffCancellationRefusal({ status: 'dispatched' })).toBeNull()
    expect(staffCancellationRefusal({ status: 'delivered' })).toMatch(/delivered/)
    expect(staffCancellationRefusal({ status: 'cancelled' })).toMatch(/already cancelled/)
  })

  it('refunds at most what was paid online and is not yet going back', () => {
    const order = {
      paymentMethod: 'online',
      paymentStatus: 'paid',
      total: 1000_00,
      refundedAmount: 250_00,
    } as const
    expect(refundableAmount(order)).toBe(750_00)
    expect(refundRefusal(order, 750_00)).toBeNull()
    expect(refundRefusal(order, 750_01)).toBe('At most ₹750.00 can still be refunded')
    expect(refundRefusal({ ...order, refundedAmount: 1000_00 }, 1_00)).toMatch(/in full/)
    expect(refundRefusal({ ...order, paymentMethod: 'cod' }, 1_00)).toMatch(/cash-on-delivery/)
    expect(refundRefusal({ ...order, paymentStatus: 'pending' }, 1_00)).toMatch(/paid order/)
  })
})
