import { describe, expect, it, vi } from 'vitest'
import * as passwords from '../services/passwords.ts'
import { useMailingApp } from '../testing/mailing-app.ts'
import { call } from '../testing/http.ts'
import { settle } from '../testing/test-app.ts'
import { createUser, freshEmail, TEST_PASSWORD } from '../testing/user-factory.ts'

// Password hashing is what makes one answer slower than another, so sign-in's are counted.
vi.mock(import('../services/passwords.ts'), async (original) => {
  const actual = await original()
  return {
    ...actual,
    hashPassword: vi.fn(actual.hashPassword),
    verifyPassword: vi.fn(actual.verifyPassword),
  }
})

const shop = useMailingApp()

/** One email of each kind an attacker might probe for. */
async function emailsOfEveryKind() {
  const pending = freshEmail('probe')
  await call(shop.t.app, 'POST', '/api/auth/register', {
    name: 'Priya Nair',
    email: pending,
    password: 'first-pass-1',
  })
  return {
    unknown: freshEmail('probe'),
    pending,
    unverified: (await createUser(shop.t.db, { emailVerifiedAt: null })).email,
    verified: (await createUser(shop.t.db)).email,
  }
}

/** What a caller can see of an answer, with the echoed email taken out. */
function visible(response: Awaited<ReturnType<typeof call>>, email: string) {
  return {
    status: response.statusCode,
    body: response.body.replaceAll(email, '<email>'),
    retryAfter: response.headers['retry-after'],
    cookies: response.cookies.map((c) => c.name),
  }
}

describe('auth answers do not tell which emails have accounts', () => {
  it.each([
    ['/api/auth/forgot-password', (email: string) => ({ email })],
    ['/api/auth/resend-otp', (email: string) => ({ email })],
    [
      '/api/auth/register',
      (email: string) => ({ name: 'Mallory', email, password: 'second-pass-1' }),
    ],
  ])(
    '%s answers the same for unknown, pending, unverified and verified emails',
    async (url, body) => {
      const emails = await emailsOfEveryKind()
      const answers = []
      for (const email of Object.values(emails)) {
        answers.push(visible(await call(shop.t.app, 'POST', url, body(email)), email))
      }
      expect(answers[0]?.status).toBeLessThan(300)
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0])
      await settle(shop.t.app)
    },
  )

  it('sends a reset code to an account and nothing to an unknown email', async () => {
    const { unknown, verified } = await emailsOfEveryKind()
    await call(shop.t.app, 'POST', '/api/auth/forgot-password', { email: unknown })
    await call(shop.t.app, 'POST', '/api/auth/forgot-password', { email: verified })
    expect((await shop.smtp.lastTo(verified)).subject).toContain('password reset code')
    await settle(shop.t.app)
    expect(shop.smtp.messages.filter((m) => m.to === unknown)).toEqual([])
  })

  it('refuses a second request within a minute for any email, with Retry-After', async () => {
    const emails = await emailsOfEveryKind()
    for (const url of ['/api/auth/forgot-password', '/api/auth/resend-otp']) {
      for (const email of Object.values(emails)) {
        await call(shop.t.app, 'POST', url, { email })
        const again = await call(shop.t.app, 'POST', url, { email })
        expect(again.statusCode).toBe(429)
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
      }
    }
    await settle(shop.t.app)
  })

  it('signs in at the cost of one password check for every kind of email, password right or wrong', async () => {
    const emails = await emailsOfEveryKind()
    const google = (await createUser(shop.t.db, { passwordHash: null })).email
    await settle(shop.t.app)
    const attempts = {
      'an unknown email': [emails.unknown, 'first-pass-1'],
      'an account with a wrong password': [emails.verified, 'wrong-pass-1'],
      'an account with its password': [emails.verified, TEST_PASSWORD],
      'an account without a password': [google, 'first-pass-1'],
      'a pending registration with its password': [emails.pending, 'first-pass-1'],
      'a pending registration with a wrong password': [emails.pending, 'wrong-pass-1'],
      'an unverified account with its password': [emails.unverified, TEST_PASSWORD],
      'an unverified account with a wrong password': [emails.unverified, 'wrong-pass-1'],
    }
    const costs: Record<string, number> = {}
    for (const [kind, [email, password]] of Object.entries(attempts)) {
      vi.mocked(passwords.hashPassword).mockClear()
      vi.mocked(passwords.verifyPassword).mockClear()
      await call(shop.t.app, 'POST', '/api/auth/login', { email, password })
      costs[kind] =
        vi.mocked(passwords.hashPassword).mock.calls.length +
        vi.mocked(passwords.verifyPassword).mock.calls.length
    }
    expect(costs).toEqual(Object.fromEntries(Object.keys(attempts).map((kind) => [kind, 1])))
  })
})
