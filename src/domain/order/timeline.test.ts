import { describe, expect, it } from 'vitest'
import { byTimelineOrder, orderEventLabel } from './timeline.ts'

describe('timeline labels', () => {
  it('say each step in the shopper’s words', () => {
    expect(orderEventLabel('dispatched', { courier: 'Delhivery', trackingNumber: '1234' })).toBe(
      'Dispatched via Delhivery, tracking 1234',
    )
    expect(orderEventLabel('dispatched')).toBe('Dispatched')
    expect(orderEventLabel('cancelled', { by: 'shopper', reason: 'Ordered twice' })).toBe(
      'Cancelled by you: Ordered twice',
    )
    expect(orderEventLabel('cancelled', { by: 'system' })).toBe('Cancelled: payment not completed')
    expect(orderEventLabel('refund_processed', { amount: 1_568_62 })).toBe(
      'Refund of ₹1,568.62 processed',
    )
    expect(orderEventLabel('credit_note_issued', { documentNumber: 'CN/26-27/000001' })).toBe(
      'Credit note CN/26-27/000001 issued',
    )
  })

  it('order steps taken at the same instant as they happen', () => {
    const at = '2026-11-24T10:00:00.000Z'
    const steps = [
      { kind: 'invoice_issued' as const, at },
      { kind: 'paid' as const, at },
      { kind: 'placed' as const, at: '2026-11-24T09:58:00.000Z' },
    ]
    expect(steps.sort(byTimelineOrder).map((s) => s.kind)).toEqual([
      'placed',
      'paid',
      'invoice_issued',
    ])
  })
})
