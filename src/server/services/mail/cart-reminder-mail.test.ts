import { describe, expect, it } from 'vitest'
import { cartReminderMail } from './cart-reminder-mail.ts'

const data = {
  lines: [{ name: 'Aurora Case <b>(iPhone 16)</b>', quantity: 2, unitPrice: 399_00 }],
  restoreUrl: 'https://kavach.example/cart?restore=abc',
  unsubscribeUrl: 'https://kavach.example/api/unsubscribe?token=xyz',
}

describe('the cart reminder mail', () => {
  it('names each line with its total, and carries the one-click unsubscribe headers', () => {
    const mail = cartReminderMail('asha@example.in', 'Asha', { number: 1, ...data })
    expect(mail.text).toContain('2 × Aurora Case <b>(iPhone 16)</b>: ₹798.00')
    expect(mail.text).toContain('Return to your cart: https://kavach.example/cart?restore=abc')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://kavach.example/api/unsubscribe?token=xyz>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('escapes what the catalogue wrote in its HTML', () => {
    const mail = cartReminderMail('asha@example.in', 'Asha <Rao>', { number: 2, ...data })
    expect(mail.html).toContain('Aurora Case &#60;b&#62;(iPhone 16)&#60;/b&#62;')
    expect(mail.html).toContain('Hi Asha &#60;Rao&#62;')
    expect(mail.html).not.toContain('<b>(iPhone')
    expect(mail.subject).toBe('Your Kavach cart is still waiting')
  })
})
