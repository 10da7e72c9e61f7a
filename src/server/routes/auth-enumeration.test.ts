import { describe, expect, it } from 'vitest'
import { useMailingApp } from '../testing/mailing-app.ts'
import { call } from '../testing/http.ts'
import { settle } from '../testing/test-app.ts'
import { createUser } from '../testing/user-factory.ts'

let n = 0
const freshEmail = () => `probe${++n}.${Date.now()}@example.in`

const shop = useMailingApp()

/** One email of each kind an attacker might probe for. */
async function emailsOfEveryKind() {
  const pending = freshEmail()
  await call(shop.t.app, 'POST', '/api/auth/register', {
    name: 'Priya Nair',
    email: pending,
    password: 'first-pass-1',
  })
  return {
    unknown: freshEmail(),
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
})
