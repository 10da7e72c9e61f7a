import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { oneTimeCodes, pendingRegistrations, users } from '../db/schema/index.ts'
import { useMailingApp } from '../testing/mailing-app.ts'
import { ageCodesPastCooldown } from '../testing/one-time-codes.ts'
import { call, registrationCookie, sessionCookie } from '../testing/http.ts'
import { codeIn } from '../testing/smtp-capture.ts'
import { settle } from '../testing/test-app.ts'
import { createUser, freshEmail, TEST_PASSWORD } from '../testing/user-factory.ts'

const shop = useMailingApp()

/** Registers, and answers the mailed code with the cookie of the browser that registered. */
async function registerAndReadCode(email: string, name = 'Priya Nair') {
  const response = await call(shop.t.app, 'POST', '/api/auth/register', {
    name,
    email,
    password: 'strong-pass-1',
  })
  expect(response.statusCode).toBe(201)
  return { code: codeIn(await shop.smtp.lastTo(email)), cookie: registrationCookie(response) }
}

const verifyOtp = (email: string, otp: string, cookie: string) =>
  call(shop.t.app, 'POST', '/api/auth/verify-otp', { email, otp }, { cookie })

describe('registration and verification', () => {
  it('keeps a registration pending, mails a code, and creates the account and signs in once it is verified', async () => {
    const email = freshEmail()
    const { code, cookie } = await registerAndReadCode(email)
    expect(await shop.t.db.$count(users, eq(users.email, email))).toBe(0)
    const [pending] = await shop.t.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, email))
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$/)
    const mail = await shop.smtp.lastTo(email)
    expect(mail.subject).toContain('verification code')
    expect(mail.html).toContain(code)

    const verified = await verifyOtp(email, code, cookie)
    expect(verified.statusCode).toBe(200)
    expect(verified.data.user).toMatchObject({
      email,
      name: 'Priya Nair',
      membershipTier: 'Bronze',
    })
    const me = await call(shop.t.app, 'GET', '/api/auth/me', undefined, {
      cookie: sessionCookie(verified),
    })
    expect(me.data.user).toMatchObject({ email })
  })

  it('stores codes only as hashes', async () => {
    const email = freshEmail()
    const { code } = await registerAndReadCode(email)
    const rows = await shop.t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email))
    expect(rows.map((r) => r.codeHash).join()).not.toContain(code)
  })

  it('lower-cases and trims the email', async () => {
    const email = freshEmail()
    await call(shop.t.app, 'POST', '/api/auth/register', {
      name: 'Kabir',
      email: `  ${email.toUpperCase()} `,
      password: 'strong-pass-1',
    })
    await settle(shop.t.app)
    expect(
      await shop.t.db.$count(pendingRegistrations, eq(pendingRegistrations.email, email)),
    ).toBe(1)
  })

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ name: 'A'.repeat(21) }, 'Name must be at most 20 characters'],
    [{ password: 'short12' }, 'Password must be at least 8 characters long'],
    [{ password: 'p'.repeat(101) }, 'Password must be at most 100 characters'],
    [{ email: `${'a'.repeat(40)}@example.in` }, 'Email must be at most 50 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %o with "%s"', async (change, message) => {
    const body = { name: 'Valid Name', email: freshEmail(), password: 'strong-pass-1', ...change }
    const response = await call(shop.t.app, 'POST', '/api/auth/register', body)
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe(message)
  })

  it('accepts the limits themselves: 2 and 20 letter names, 8 and 100 character passwords, 50 character emails', async () => {
    for (const body of [
      { name: 'Al', password: 'p'.repeat(8), email: `${'b'.repeat(39)}@example.in` },
      { name: 'A'.repeat(20), password: 'p'.repeat(100), email: freshEmail() },
    ]) {
      const response = await call(shop.t.app, 'POST', '/api/auth/register', body)
      expect(response.statusCode).toBe(201)
    }
  })

  it('resends a registration a new code that voids its old one', async () => {
    const email = freshEmail()
    const { code: first, cookie } = await registerAndReadCode(email)
    await ageCodesPastCooldown(shop.t.db, email)
    await call(shop.t.app, 'POST', '/api/auth/resend-otp', { email }, { cookie })
    const second = codeIn((await shop.smtp.allTo(email, 2))[1]!)
    const stale = await verifyOtp(email, first, cookie)
    if (first !== second) expect(stale.statusCode).toBe(400)
    const fresh = await verifyOtp(email, second, cookie)
    expect(fresh.statusCode).toBe(200)
  })
})

describe('one-time codes', () => {
  it('refuses a wrong code, then accepts the right one', async () => {
    const email = freshEmail()
    const { code, cookie } = await registerAndReadCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const refused = await verifyOtp(email, wrong, cookie)
    expect(refused.statusCode).toBe(400)
    expect(refused.data.message).toMatch(/Invalid OTP/)
    expect((await verifyOtp(email, code, cookie)).statusCode).toBe(200)
  })

  it('refuses a code that was already used', async () => {
    const email = freshEmail()
    const { code, cookie } = await registerAndReadCode(email)
    await verifyOtp(email, code, cookie)
    const again = await verifyOtp(email, code, cookie)
    expect(again.statusCode).toBe(400)
  })

  it('refuses an expired code', async () => {
    const email = freshEmail()
    const { code, cookie } = await registerAndReadCode(email)
    await shop.t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, email))
    const response = await verifyOtp(email, code, cookie)
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toMatch(/expired/)
  })

  it('refuses the sixth try on a live code even when it is right', async () => {
    const email = freshEmail()
    const { code, cookie } = await registerAndReadCode(email)
    const wrong = code === '999999' ? '888888' : '999999'
    for (let i = 0; i < 5; i++) {
      const response = await verifyOtp(email, wrong, cookie)
      expect(response.statusCode).toBe(400)
    }
    const sixth = await verifyOtp(email, code, cookie)
    expect(sixth.statusCode).toBe(400)
    expect(sixth.data.message).toMatch(/expired/)
  })

  it('answers an incomplete code with the spec text', async () => {
    const response = await call(shop.t.app, 'POST', '/api/auth/verify-otp', {
      email: freshEmail(),
      otp: '123',
    })
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe('Please enter all 6 digits')
  })

  it('resends a new code once the minute has passed', async () => {
    const email = freshEmail()
    const { cookie } = await registerAndReadCode(email)
    await ageCodesPastCooldown(shop.t.db, email)
    const response = await call(shop.t.app, 'POST', '/api/auth/resend-otp', { email }, { cookie })
    expect(response.statusCode).toBe(200)
    await settle(shop.t.app)
    const mails = await shop.smtp.allTo(email, 2)
    expect(mails).toHaveLength(2)
    expect(codeIn(mails[1]!)).toMatch(/^\d{6}$/)
  })
})

describe('sign-in', () => {
  it('signs in with the right password and sets an httpOnly SameSite=Lax cookie', async () => {
    const user = await createUser(shop.t.db)
    const response = await call(shop.t.app, 'POST', '/api/auth/login', {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    const cookie = response.cookies.find((c) => c.name === 'kavach_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  })

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await createUser(shop.t.db)
    const wrong = await call(shop.t.app, 'POST', '/api/auth/login', {
      email: user.email,
      password: 'nope-nope',
    })
    const unknown = await call(shop.t.app, 'POST', '/api/auth/login', {
      email: freshEmail(),
      password: 'nope-nope',
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.data).toEqual(unknown.data)
  })

  it('tells an unverified account left from before registrations were kept apart to verify first', async () => {
    const user = await createUser(shop.t.db, { emailVerifiedAt: null })
    const response = await call(shop.t.app, 'POST', '/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(403)
    expect(response.data.message).toBe('Please verify your email before signing in.')
  })

  it('requires both fields', async () => {
    const response = await call(shop.t.app, 'POST', '/api/auth/login', {
      email: freshEmail(),
      password: '',
    })
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe('Password is required')
  })

  it('rotates the session at sign-in and ends it at logout', async () => {
    const user = await createUser(shop.t.db)
    const first = await call(shop.t.app, 'POST', '/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    const firstCookie = sessionCookie(first)
    const second = await call(
      shop.t.app,
      'POST',
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { cookie: firstCookie },
    )
    const secondCookie = sessionCookie(second)
    expect(secondCookie).not.toBe(firstCookie)
    expect(
      (await call(shop.t.app, 'GET', '/api/auth/me', undefined, { cookie: firstCookie })).data,
    ).toEqual({ user: null })

    await call(shop.t.app, 'POST', '/api/auth/logout', undefined, { cookie: secondCookie })
    expect(
      (await call(shop.t.app, 'GET', '/api/auth/me', undefined, { cookie: secondCookie })).data,
    ).toEqual({ user: null })
  })

  it('refuses a sign-in posted from another site', async () => {
    const user = await createUser(shop.t.db)
    const response = await call(
      shop.t.app,
      'POST',
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    )
    expect(response.statusCode).toBe(403)
  })

  it('limits sign-in attempts per account from one address', async () => {
    const user = await createUser(shop.t.db)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await call(
        shop.t.app,
        'POST',
        '/api/auth/login',
        { email: user.email, password: 'wrong-pass' },
        { ip: '192.0.2.55' },
      )
      statuses.push(response.statusCode)
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined()
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('limits sign-in attempts per address, whatever the account', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) {
      const response = await call(
        shop.t.app,
        'POST',
        '/api/auth/login',
        { email: freshEmail(), password: 'wrong-pass' },
        { ip: '192.0.2.77' },
      )
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})

describe('password reset', () => {
  it('says the same thing for an unknown email and sends nothing', async () => {
    const before = shop.smtp.messages.length
    const response = await call(shop.t.app, 'POST', '/api/auth/forgot-password', {
      email: freshEmail(),
    })
    expect(response.statusCode).toBe(200)
    expect(response.data.message).toBe('Password reset OTP has been sent to your email.')
    await settle(shop.t.app)
    expect(shop.smtp.messages.length).toBe(before)
  })

  it('resets the password with the mailed code and ends every session', async () => {
    const user = await createUser(shop.t.db)
    const login = await call(shop.t.app, 'POST', '/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    const oldSession = sessionCookie(login)

    const forgot = await call(shop.t.app, 'POST', '/api/auth/forgot-password', {
      email: user.email,
    })
    expect(forgot.data.message).toBe('Password reset OTP has been sent to your email.')
    const mail = await shop.smtp.lastTo(user.email)
    expect(mail.subject).toContain('password reset code')
    const reset = await call(shop.t.app, 'POST', '/api/auth/reset-password', {
      email: user.email,
      otp: codeIn(mail),
      newPassword: 'a-brand-new-pass',
    })
    expect(reset.statusCode).toBe(200)

    expect(
      (await call(shop.t.app, 'GET', '/api/auth/me', undefined, { cookie: oldSession })).data,
    ).toEqual({ user: null })
    const oldPassword = await call(shop.t.app, 'POST', '/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await call(shop.t.app, 'POST', '/api/auth/login', {
      email: user.email,
      password: 'a-brand-new-pass',
    })
    expect(newPassword.statusCode).toBe(200)
  })

  it('does not accept a verification code for a reset', async () => {
    const email = freshEmail()
    const { code } = await registerAndReadCode(email)
    const response = await call(shop.t.app, 'POST', '/api/auth/reset-password', {
      email,
      otp: code,
      newPassword: 'another-pass-1',
    })
    expect(response.statusCode).toBe(400)
  })

  it('answers a short reset code with the spec text', async () => {
    const response = await call(shop.t.app, 'POST', '/api/auth/reset-password', {
      email: freshEmail(),
      otp: '12',
      newPassword: 'another-pass-1',
    })
    expect(response.data.message).toBe('Please enter all 6 digits of the OTP')
  })
})
