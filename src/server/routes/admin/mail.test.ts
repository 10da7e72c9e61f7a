import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminMail } from '#domain/failing-mail.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { createMailer, type Mailer } from '../../services/mail/mailer.ts'
import { call } from '../../testing/http.ts'
import { type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let smtp: SmtpCapture
let admin: string
let smtpUp = false
beforeAll(async () => {
  smtp = await startSmtpCapture()
  const real = createMailer({
    smtpUrl: smtp.url,
    from: 'shop@kavach.test',
    mailDir: '',
    log: console,
  })
  const flaky: Mailer = {
    send: (message, hint) =>
      smtpUp ? real.send(message, hint) : Promise.reject(new Error('connect ECONNREFUSED')),
  }
  t = await createTestApp(
    {},
    { mailer: flaky, mailWorker: { backoffMs: () => 0, pollMs: 3_600_000 } },
  )
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const failing = async () =>
  (await call(t.app, 'GET', '/api/admin/mail?status=failing', undefined, { cookie: admin })).data
    .mails as AdminMail[]
const failingCount = async () =>
  (await call(t.app, 'GET', '/api/admin/dashboard', undefined, { cookie: admin })).data.stats as {
    mail: { failingMails: number }
  }

describe('GET /api/admin/mail?status=failing', () => {
  it('lists a mail after three failed tries, and drops it once it is sent, exactly once', async () => {
    const email = 'outage@example.in'
    const sent = await call(t.app, 'POST', '/api/contact/submit', {
      name: 'Kavya Menon',
      email,
      phone: '',
      queryType: 'general',
      subject: 'Hello',
      message: 'Is the store open on Sundays?',
    })
    expect(sent.statusCode).toBe(201)
    // The answer to the form nudges the worker, so its first try may already have happened.
    for (let tries = 0; tries < 5; tries++) {
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
      if (row!.attempts >= 3) break
      expect(await failing()).toEqual([])
      await t.app.mailWorker.drain()
    }

    // Staff are told of the message too (decision 039), and that mail fails alike: the shopper's
    // acknowledgement is the one followed here.
    const [mail] = (await failing()).filter((m) => m.recipient === email)
    expect(mail).toMatchObject({
      recipient: email,
      subject: expect.stringMatching(/^We received your message \(ref\. KV-/),
      lastError: 'connect ECONNREFUSED',
    })
    expect(mail?.attempts).toBeGreaterThanOrEqual(3)
    expect((await failingCount()).mail.failingMails).toBe((await failing()).length)

    smtpUp = true
    expect(await t.app.mailWorker.drain()).toBeGreaterThanOrEqual(1)
    expect(await failing()).toEqual([])
    expect((await failingCount()).mail.failingMails).toBe(0)
    expect(await t.app.mailWorker.drain()).toBe(0)
    expect(smtp.messages.filter((m) => m.to === email)).toHaveLength(1)
  })

  it('answers 401 to a visitor, 403 to a customer and 400 without the status', async () => {
    const customer = (await createSignedInUser(t.db)).cookie
    const url = '/api/admin/mail?status=failing'
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401)
    expect((await call(t.app, 'GET', url, undefined, { cookie: customer })).statusCode).toBe(403)
    const all = await call(t.app, 'GET', '/api/admin/mail', undefined, { cookie: admin })
    expect(all.statusCode).toBe(400)
  })
})
