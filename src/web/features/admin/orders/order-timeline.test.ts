import { describe, expect, it } from 'vitest'
import { orderTimeline } from './order-timeline.ts'

const placed = { createdAt: '2026-11-20T05:30:00.000Z', paymentIssue: null, deliveredAt: null }

describe('orderTimeline', () => {
  it('shows "Payment confirmed" only for a paid order', () => {
    expect(orderTimeline({ ...placed, paymentStatus: 'paid' })).toContain('Payment confirmed')
    for (const paymentStatus of ['pending', 'failed', 'expired'] as const) {
      expect(orderTimeline({ ...placed, paymentStatus })).not.toContain('Payment confirmed')
    }
  })

  it('shows an amount mismatch for staff to check', () => {
    const steps = orderTimeline({
      ...placed,
      paymentStatus: 'pending',
      paymentIssue: 'amount_mismatch',
    })
    expect(steps).toContain('Amount mismatch')
  })
})
