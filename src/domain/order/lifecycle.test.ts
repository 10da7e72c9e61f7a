import { describe, expect, it } from 'vitest'
import {
  COD_NOT_YET_CONFIRMED,
  DISPATCH_NEEDS_TRACKING,
  dispatchRefusal,
  NOTHING_TO_CONFIRM,
  ONLY_THE_SHOP_MOVES,
  shipRefusal,
  transitionRefusal,
} from './lifecycle.ts'

const placedAt = new Date('2026-11-24T06:00:00Z')
const paid = {
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentMethod: 'online',
  createdAt: placedAt,
} as const
const sameDay = new Date('2026-11-24T08:00:00Z')
const cod = { ...paid, paymentMethod: 'cod', paymentStatus: 'pending' } as const

describe('transitionRefusal', () => {
  it('lets staff move a paid or cash-on-delivery order forward, skipping steps, and no further back', () => {
    for (const order of [paid, cod]) {
      expect(transitionRefusal(order, 'packed', 'staff', sameDay)).toBeNull()
      expect(transitionRefusal(order, 'delivered', 'staff', sameDay)).toBeNull()
    }
    expect(transitionRefusal({ ...paid, status: 'dispatched' }, 'packed', 'staff', sameDay)).toBe(
      "An order can't go from dispatched to packed",
    )
  })

  it('keeps delivered and cancelled final, and refuses a move to where the order already is', () => {
    const delivered = { ...paid, status: 'delivered' } as const
    expect(transitionRefusal(delivered, 'cancelled', 'staff', sameDay)).toBe(
      'A delivered order can no longer be cancelled',
    )
    expect(transitionRefusal(delivered, 'packed', 'staff', sameDay)).toBe(
      "A delivered order can't change status",
    )
    const cancelled = { ...paid, status: 'cancelled' } as const
    expect(transitionRefusal(cancelled, 'cancelled', 'staff', sameDay)).toBe(
      'This order is already cancelled',
    )
    expect(transitionRefusal(paid, 'confirmed', 'staff', sameDay)).toBe(
      'This order is already confirmed',
    )
  })

  it('lets the shopper confirm their cash-on-delivery order while it waits, and nothing else', () => {
    const waiting = { ...cod, status: 'pending' } as const
    expect(transitionRefusal(waiting, 'confirmed', 'shopper', sameDay)).toBeNull()
    expect(transitionRefusal(cod, 'confirmed', 'shopper', sameDay)).toBe(NOTHING_TO_CONFIRM)
    expect(transitionRefusal(paid, 'confirmed', 'shopper', sameDay)).toBe(NOTHING_TO_CONFIRM)
    expect(transitionRefusal(waiting, 'packed', 'staff', sameDay)).toBe(
      "An order can't go from pending to packed",
    )
    expect(transitionRefusal(waiting, 'confirmed', 'staff', sameDay)).toBeNull()
  })

  it('lets the shopper only cancel, on the day of the order and before dispatch', () => {
    expect(transitionRefusal(paid, 'cancelled', 'shopper', sameDay)).toBeNull()
    expect(transitionRefusal(paid, 'delivered', 'shopper', sameDay)).toBe(ONLY_THE_SHOP_MOVES)
    expect(
      transitionRefusal(paid, 'cancelled', 'shopper', new Date('2026-11-25T08:00:00Z')),
    ).toMatch(/only on the day they were placed/)
    expect(
      transitionRefusal({ ...cod, status: 'dispatched' }, 'cancelled', 'shopper', sameDay),
    ).toMatch(/dispatched/)
  })
})

describe('dispatchRefusal', () => {
  it('asks for a shipment or a tracking number before an order is dispatched', () => {
    expect(dispatchRefusal('dispatched', { hasShipment: false })).toBe(DISPATCH_NEEDS_TRACKING)
    expect(dispatchRefusal('dispatched', { hasShipment: false, trackingNumber: '  ' })).toBe(
      DISPATCH_NEEDS_TRACKING,
    )
    expect(dispatchRefusal('dispatched', { hasShipment: false, trackingNumber: '7051' })).toBeNull()
    expect(dispatchRefusal('dispatched', { hasShipment: true })).toBeNull()
  })

  it('asks nothing of the other moves', () => {
    for (const to of ['confirmed', 'packed', 'delivered', 'cancelled'] as const) {
      expect(dispatchRefusal(to, { hasShipment: false })).toBeNull()
    }
  })
})

describe('shipRefusal', () => {
  it('ships a paid order and a confirmed cash-on-delivery order, confirmed or packed', () => {
    for (const order of [paid, cod, { ...paid, status: 'packed' as const }]) {
      expect(shipRefusal(order, sameDay)).toBeNull()
    }
  })

  it("refuses a cash-on-delivery order its shopper hasn't confirmed, saying so", () => {
    expect(shipRefusal({ ...cod, status: 'pending' }, sameDay)).toBe(COD_NOT_YET_CONFIRMED)
  })

  it('refuses an unpaid online order and one already on its way or finished', () => {
    expect(shipRefusal({ ...paid, status: 'pending', paymentStatus: 'pending' }, sameDay)).toBe(
      'An unpaid order can only be cancelled',
    )
    expect(shipRefusal({ ...paid, status: 'dispatched' }, sameDay)).toBe(
      'This order is already dispatched',
    )
    expect(shipRefusal({ ...paid, status: 'cancelled' }, sameDay)).toBe(
      "A cancelled order can't change status",
    )
  })
})
