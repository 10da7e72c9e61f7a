import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactReference } from '#domain/contact.ts'
import { contactMessages } from '../db/schema/index.ts'
import { useMailingApp } from '../testing/mailing-app.ts'
import { call } from '../testing/http.ts'

let n = 0
const shop = useMailingApp()

const valid = () => ({
  name: 'Kavya Menon',
  email: `kavya${++n}@example.in`,
  phone: '9876543210',
  queryType: 'order',
  subject: 'Where is my order?',
  message: 'I placed an order two days ago and would like an update.',
})

describe('POST /api/contact/submit', () => {
  it('stores the message as new and mails the sender an acknowledgement', async () => {
    const body = valid()
    const response = await call(shop.t.app, 'POST', '/api/contact/submit', body)
    expect(response.statusCode).toBe(201)
    expect(response.data.message).toBe(
      'Thank you for your message! We will get back to you within 24 hours.',
    )
    const [stored] = await shop.t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.email))
    expect(stored).toMatchObject({ status: 'new', queryType: 'order', subject: body.subject })
    const mail = await shop.smtp.lastTo(body.email)
    expect(mail.subject).toBe(`We received your message (ref. ${contactReference(stored!.id)})`)
    expect(mail.text).toContain('within 24 hours')
  })

  it('acknowledges with a reference and the shop’s own words only, never the sender’s', async () => {
    const body = {
      ...valid(),
      name: 'Prize Desk',
      subject: 'You won 50000 rupees',
      message: 'Claim your prize at http://evil.example/claim before it expires today.',
    }
    const response = await call(shop.t.app, 'POST', '/api/contact/submit', body)
    expect(response.statusCode).toBe(201)
    const reference = contactReference((response.data.contact as { _id: string })._id)
    expect(reference).toMatch(/^KV-[0-9A-F]{8}$/)
    const mail = await shop.smtp.lastTo(body.email)
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).toContain(reference)
      for (const echoed of ['Prize Desk', 'You won', 'evil.example', 'Claim your prize']) {
        expect(part).not.toContain(echoed)
      }
    }
  })

  it('accepts a message without a phone number', async () => {
    const response = await call(shop.t.app, 'POST', '/api/contact/submit', {
      ...valid(),
      phone: '',
    })
    expect(response.statusCode).toBe(201)
  })

  it.each([
    [{ name: 'K' }, 'Name must be at least 2 characters'],
    [{ name: 'K'.repeat(51) }, 'Name must be at most 50 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: `${'k'.repeat(40)}@example.in` }, 'Email must be at most 50 characters'],
    [{ phone: '987654321' }, 'Phone number must be exactly 10 digits'],
    [{ phone: '98765432100' }, 'Phone number must be exactly 10 digits'],
    [{ subject: '' }, 'Subject is required'],
    [{ subject: 'S'.repeat(51) }, 'Subject must be at most 50 characters'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
    [{ message: 'M'.repeat(1001) }, 'Message must be at most 1000 characters'],
    [{ queryType: 'complaint' }, 'Please choose what your message is about'],
  ])('refuses %o', async (change, message) => {
    const response = await call(shop.t.app, 'POST', '/api/contact/submit', {
      ...valid(),
      ...change,
    })
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe(message)
  })

  it('accepts every limit itself: 2 and 50 letter names, a 50 character email and subject, 10 and 1000 character messages', async () => {
    for (const change of [
      { name: 'Ka', subject: 'S'.repeat(50), message: 'M'.repeat(10) },
      { name: 'K'.repeat(50), email: `${'k'.repeat(39)}@example.in`, message: 'M'.repeat(1000) },
    ]) {
      const response = await call(shop.t.app, 'POST', '/api/contact/submit', {
        ...valid(),
        ...change,
      })
      expect(response.statusCode).toBe(201)
    }
  })

  it('limits how often one address may write', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await call(shop.t.app, 'POST', '/api/contact/submit', valid(), {
        ip: '192.0.2.9',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(statuses[5]).toBe(429)
  })

  it('refuses a message posted from another site', async () => {
    const response = await call(shop.t.app, 'POST', '/api/contact/submit', valid(), {
      origin: 'https://evil.example',
    })
    expect(response.statusCode).toBe(403)
  })
})
