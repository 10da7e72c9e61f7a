import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../db/schema/index.ts'
import { useMailingApp } from '../testing/mailing-app.ts'
import { ageCodesPastCooldown } from '../testing/one-time-codes.ts'
import { call, registrationCookie } from '../testing/http.ts'
import { codeIn } from '../testing/smtp-capture.ts'
import { settle, TEST_ORIGIN } from '../testing/test-app.ts'
import { createUser, freshEmail, TEST_PASSWORD } from '../testing/user-factory.ts'

const shop = useMailingApp()

const register = (email: string, name: string, password: string) =>
  call(shop.t.app, 'POST', '/api/auth/register', { name, email, password })

const loginStatus = async (email: string, password: string) =>
  (await call(shop.t.app, 'POST', '/api/auth/login', { email, password })).statusCode

/** The owner and then someone else register one email; each gets their own mailed code. */
async function twoRegistrations(email: string) {
  const first = await register(email, 'Priya Nair', 'first-pass-1')
  expect(first.statusCode).toBe(201)
  const firstCode = codeIn((await shop.smtp.allTo(email, 1))[0]!)
  await settle(shop.t.app)
  await ageCodesPastCooldown(shop.t.db, email)
  const second = await register(email, 'Mallory', 'second-pass-1')
  expect(second.statusCode).toBe(201)
  const secondCode = codeIn((await shop.smtp.allTo(email, 2))[1]!)
  return {
    first: { cookie: registrationCookie(first), code: firstCode },
    second: { cookie: registrationCookie(second), code: secondCode },
  }
}

describe('registration never changes an existing account', () => {
  it('keeps the first registrant’s name and password bound to their own code after a second register', async () => {
    const email = freshEmail('registrant')
    const { first } = await twoRegistrations(email)
    const verified = await call(
      shop.t.app,
      'POST',
      '/api/auth/verify-otp',
      { email, otp: first.code },
      { cookie: first.cookie },
    )
    expect(verified.statusCode).toBe(200)
    expect(verified.data.user).toMatchObject({ email, name: 'Priya Nair' })
    expect(await loginStatus(email, 'first-pass-1')).toBe(200)
    expect(await loginStatus(email, 'second-pass-1')).toBe(401)
  })

  it('writes no account until a code is verified, and the second registrant’s code gives theirs', async () => {
    const email = freshEmail('registrant')
    const { second } = await twoRegistrations(email)
    expect(await shop.t.db.$count(users, eq(users.email, email))).toBe(0)
    const verified = await call(
      shop.t.app,
      'POST',
      '/api/auth/verify-otp',
      { email, otp: second.code },
      { cookie: second.cookie },
    )
    expect(verified.data.user).toMatchObject({ email, name: 'Mallory' })
    expect(await loginStatus(email, 'second-pass-1')).toBe(200)
    expect(await loginStatus(email, 'first-pass-1')).toBe(401)
  })

  it('lets a register that answers 429 change nothing', async () => {
    const email = freshEmail('registrant')
    const first = await register(email, 'Priya Nair', 'first-pass-1')
    const code = codeIn(await shop.smtp.lastTo(email))
    let refused = false
    for (let i = 0; i < 6 && !refused; i++) {
      refused = (await register(email, 'Mallory', 'second-pass-1')).statusCode === 429
    }
    expect(refused).toBe(true)
    const verified = await call(
      shop.t.app,
      'POST',
      '/api/auth/verify-otp',
      { email, otp: code },
      { cookie: registrationCookie(first) },
    )
    expect(verified.data.user).toMatchObject({ name: 'Priya Nair' })
    expect(await loginStatus(email, 'first-pass-1')).toBe(200)
  })

  it('refuses a registration’s code in a browser that did not register it', async () => {
    const email = freshEmail('registrant')
    const { first, second } = await twoRegistrations(email)
    const elsewhere = await call(
      shop.t.app,
      'POST',
      '/api/auth/verify-otp',
      { email, otp: second.code },
      { cookie: first.cookie },
    )
    expect(elsewhere.statusCode).toBe(400)
    expect(await shop.t.db.$count(users, eq(users.email, email))).toBe(0)
  })

  it('answers a register for a verified email like a new one, keeps its password and mails its owner', async () => {
    const user = await createUser(shop.t.db)
    const existing = await register(user.email, 'Mallory', 'second-pass-1')
    const fresh = await register(freshEmail('registrant'), 'Mallory', 'second-pass-1')
    expect(existing.statusCode).toBe(201)
    expect(existing.statusCode).toBe(fresh.statusCode)
    expect({ ...existing.data, email: '' }).toEqual({ ...fresh.data, email: '' })
    expect(existing.cookies.map((c) => c.name)).toEqual(fresh.cookies.map((c) => c.name))

    const mail = await shop.smtp.lastTo(user.email)
    expect(mail.subject).toMatch(/already have a Kavach account/)
    expect(mail.text).toContain(`${TEST_ORIGIN}/login`)
    expect(mail.text).toContain(`${TEST_ORIGIN}/forgot-password`)
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(200)
    expect(await loginStatus(user.email, 'second-pass-1')).toBe(401)
  })

  it('answers five parallel registers of one new email without a server error', async () => {
    const email = freshEmail('registrant')
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => register(email, 'Priya Nair', 'first-pass-1')),
    )
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201])
    await settle(shop.t.app)
  })

  it('tells a pending registrant who signs in to verify, and sends that browser a new code', async () => {
    const email = freshEmail('registrant')
    await register(email, 'Priya Nair', 'first-pass-1')
    await shop.smtp.lastTo(email)
    await ageCodesPastCooldown(shop.t.db, email)
    const login = await call(shop.t.app, 'POST', '/api/auth/login', {
      email,
      password: 'first-pass-1',
    })
    expect(login.statusCode).toBe(403)
    expect(login.data.message).toBe('Please verify your email before signing in.')
    const cookie = registrationCookie(login)
    await call(shop.t.app, 'POST', '/api/auth/resend-otp', { email }, { cookie })
    const code = codeIn((await shop.smtp.allTo(email, 2))[1]!)
    const verified = await call(
      shop.t.app,
      'POST',
      '/api/auth/verify-otp',
      { email, otp: code },
      { cookie },
    )
    expect(verified.data.user).toMatchObject({ name: 'Priya Nair' })
  })
})
