import { describe, expect, it } from 'vitest'
import {
  canChangeOrderStatus,
  nextOrderStatuses,
  ORDER_STATUSES,
  orderStatusRefusal,
  PAYMENT_STATUSES,
} from './status.ts'

describe('order status transitions', () => {
  it('lets an unpaid order only be cancelled', () => {
    for (const paymentStatus of ['pending', 'failed', 'expired'] as const) {
      expect(nextOrderStatuses('pending', paymentStatus)).toEqual(['cancelled'])
      for (const to of ['confirmed', 'packed', 'dispatched', 'delivered'] as const) {
        expect(canChangeOrderStatus({ status: 'pending', paymentStatus }, to)).toBe(false)
      }
    }
  })

  it('moves a paid order forward through fulfilment, never back', () => {
    expect(nextOrderStatuses('confirmed', 'paid')).toEqual([
      'packed',
      'dispatched',
      'delivered',
      'cancelled',
    ])
    expect(nextOrderStatuses('packed', 'paid')).toEqual(['dispatched', 'delivered', 'cancelled'])
    expect(nextOrderStatuses('dispatched', 'paid')).toEqual([
      'delivered',
      'returning',
      'returned',
      'cancelled',
    ])
    expect(nextOrderStatuses('returning', 'paid')).toEqual(['returned', 'cancelled'])
    expect(canChangeOrderStatus({ status: 'dispatched', paymentStatus: 'paid' }, 'packed')).toBe(
      false,
    )
  })

  it('keeps delivered, returned and cancelled final', () => {
    for (const paymentStatus of PAYMENT_STATUSES) {
      expect(nextOrderStatuses('delivered', paymentStatus)).toEqual([])
      expect(nextOrderStatuses('returned', paymentStatus)).toEqual([])
      expect(nextOrderStatuses('cancelled', paymentStatus)).toEqual([])
    }
  })

  it('always allows staying put, so notes and tracking can change', () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        expect(canChangeOrderStatus({ status, paymentStatus }, status)).toBe(true)
      }
    }
  })

  it('says why a move is refused', () => {
    const paid = 'paid' as const
    expect(orderStatusRefusal({ status: 'pending', paymentStatus: 'pending' }, 'packed')).toBe(
      'An unpaid order can only be cancelled',
    )
    expect(orderStatusRefusal({ status: 'delivered', paymentStatus: paid }, 'cancelled')).toBe(
      "A delivered order can't change status",
    )
    expect(orderStatusRefusal({ status: 'packed', paymentStatus: paid }, 'confirmed')).toBe(
      "An order can't go from packed to confirmed",
    )
    expect(orderStatusRefusal({ status: 'packed', paymentStatus: paid }, 'dispatched')).toBeNull()
  })
})
