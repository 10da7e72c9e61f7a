import { describe, expect, it } from 'vitest'
import { codRefusal, paysOnDelivery } from './payment-method.ts'
import { nextOrderStatuses, orderStatusRefusal, paymentStatusLabel } from './status.ts'

const terms = { fee: 49_00, maxOrderValue: 5000_00 }

describe('codRefusal', () => {
  it('refuses a pincode where cash on delivery is off, naming it', () => {
    expect(codRefusal(terms, { pincode: '682555', cod: false }, 500_00)).toBe(
      "Cash on delivery isn't available for pincode 682555",
    )
  })

  it('judges the limit on the order before the fee', () => {
    const where = { pincode: '110001', cod: true }
    expect(codRefusal(terms, where, 5000_00)).toBeNull()
    expect(codRefusal(terms, where, 5000_01)).toBe(
      'Cash on delivery is available for orders up to ₹5,000',
    )
  })
})

describe('a cash-on-delivery order', () => {
  const cod = { paymentMethod: 'cod' as const, paymentStatus: 'pending' as const }

  it('reads "Pay on delivery" until the courier collects, then Paid', () => {
    expect(paysOnDelivery(cod)).toBe(true)
    expect(paymentStatusLabel(cod)).toBe('Pay on delivery')
    expect(paymentStatusLabel({ ...cod, paymentStatus: 'paid' })).toBe('Paid')
    const paid = { paymentMethod: 'online', paymentStatus: 'paid', totalAmount: 399 } as const
    expect(paymentStatusLabel({ ...paid, refundedAmount: 100 })).toBe('Partly refunded')
    expect(paymentStatusLabel({ ...paid, refundedAmount: 399 })).toBe('Refunded')
    expect(paymentStatusLabel({ paymentMethod: 'online', paymentStatus: 'pending' })).toBe(
      'Pending',
    )
  })

  it('moves through packed and dispatched to delivered with its payment due', () => {
    expect(nextOrderStatuses('confirmed', 'pending', 'cod')).toContain('packed')
    expect(nextOrderStatuses('dispatched', 'pending', 'cod')).toEqual([
      'delivered',
      'returning',
      'returned',
      'cancelled',
    ])
    expect(orderStatusRefusal({ status: 'packed', ...cod }, 'dispatched')).toBeNull()
  })

  it('still stops an online order waiting for its payment', () => {
    const online = { status: 'confirmed' as const, paymentStatus: 'pending' as const }
    expect(orderStatusRefusal({ ...online, paymentMethod: 'online' }, 'dispatched')).toBe(
      'An unpaid order can only be cancelled',
    )
  })
})
