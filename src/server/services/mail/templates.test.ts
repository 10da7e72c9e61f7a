import { describe, expect, it } from 'vitest'
import { orderStepMail, paymentReturnedMail } from './templates.ts'

describe('refund mails', () => {
  it('tell a shopper whose refund started that it completes in 7-14 days, as the refund page says', () => {
    const mail = orderStepMail(
      'asha@example.in',
      'Asha',
      { orderNumber: 'KV-20261122-0001', paymentMethod: 'online' },
      'refund_pending',
      { amount: 3_893_00 },
    )
    expect(mail.text).toContain(
      '₹3,893.00 is on its way back to your original payment method and reaches it in 7-14 days, depending on your bank.',
    )
  })

  it('give a payment that bought nothing the same 7-14 days', () => {
    const mail = paymentReturnedMail('asha@example.in', 'Asha', {
      amount: 499_00,
      why: 'this checkout had already been paid',
    })
    expect(mail.text).toContain('reaches your account in 7-14 days.')
  })
})
