import { describe, expect, it } from 'vitest'
import {
  contactMessageNotice,
  failingMailNotice,
  lowStockDigest,
  newOrderNotice,
} from './staff-notice-mails.ts'

const url = 'https://kavach.example'
const order = {
  orderNumber: 'KV-20261127-0001',
  total: 1234_50,
  paymentMethod: 'online' as const,
  units: 1,
  shopper: 'Asha <Rao>',
  place: 'Pune, Maharashtra',
  awaitsConfirmation: false,
}

describe('the staff notice mails', () => {
  it('tell of a new order with its total, payment, items and a link to it', () => {
    const mail = newOrderNotice('ops@kavach.example', url, order)
    expect(mail.subject).toBe('New order KV-20261127-0001: ₹1,234.50')
    expect(mail.text).toContain('1 item, by Asha <Rao> to Pune, Maharashtra')
    expect(mail.text).toContain(`${url}/admin?tab=orders&order=KV-20261127-0001`)
    expect(mail.html).toContain('Asha &#60;Rao&#62;')
  })

  it('say a cash-on-delivery order waits for its shopper', () => {
    const mail = newOrderNotice('ops@kavach.example', url, {
      ...order,
      paymentMethod: 'cod',
      units: 3,
      awaitsConfirmation: true,
    })
    expect(mail.subject).toBe('New COD order KV-20261127-0001 awaiting confirmation: ₹1,234.50')
    expect(mail.text).toContain('3 items')
    expect(mail.text).toContain("Cash on delivery, awaiting the shopper's confirmation")
  })

  it('quote a contact message as its sender wrote it, escaped in HTML', () => {
    const mail = contactMessageNotice('ops@kavach.example', url, {
      reference: 'KV-0A1B2C3D',
      name: 'Kavya',
      email: 'kavya@example.in',
      queryType: 'refund',
      subject: 'Refund?',
      message: 'Where is <my> refund?',
    })
    expect(mail.subject).toBe('New message (ref. KV-0A1B2C3D): Refund?')
    expect(mail.text).toContain('Kavya <kavya@example.in> wrote about Refund / Cancellation')
    expect(mail.text).toContain('Where is <my> refund?')
    expect(mail.html).not.toContain('<my>')
  })

  it('list the low variants, sold out first, and how many more the dashboard holds', () => {
    const mail = lowStockDigest('ops@kavach.example', url, {
      day: '2026-11-27',
      count: 3,
      lines: [
        { name: 'Aurora Case (Black)', sku: 'AUR-BLK', available: 0, threshold: 5 },
        { name: 'Bolt Charger', sku: 'BOLT', available: 2, threshold: 5 },
      ],
    })
    expect(mail.subject).toBe('Low stock on 2026-11-27: 3 variants')
    expect(mail.text).toContain('• Aurora Case (Black) (AUR-BLK): sold out, low at 5')
    expect(mail.text).toContain('• Bolt Charger (BOLT): 2 left, low at 5')
    expect(mail.text).toContain('And 1 more on the dashboard.')
  })

  it('count the failing mail and give the last error', () => {
    const mail = failingMailNotice('ops@kavach.example', url, {
      count: 1,
      lastError: '550 mailbox unavailable',
    })
    expect(mail.subject).toBe('Mail is failing to send: 1 stuck')
    expect(mail.text).toContain('1 mail is now waiting')
    expect(mail.text).toContain('The last error: 550 mailbox unavailable')
  })
})
