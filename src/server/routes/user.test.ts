import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MOBILE_NUMBER_ONLY } from '#domain/text.ts'
import { users } from '../db/schema/index.ts'
import { call, sessionCookie } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createUser, TEST_PASSWORD } from '../testing/user-factory.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function signIn() {
  const user = await createUser(t.db)
  const login = await call(t.app, 'POST', '/api/auth/login', {
    email: user.email,
    password: TEST_PASSWORD,
  })
  return { user, cookie: sessionCookie(login) }
}

describe('PUT /api/user/profile', () => {
  it('updates the name and phone and answers with the user', async () => {
    const { user, cookie } = await signIn()
    const response = await call(
      t.app,
      'PUT',
      '/api/user/profile',
      { name: 'Asha R', phone: '9876543210' },
      { cookie },
    )
    expect(response.statusCode).toBe(200)
    expect(response.data.user).toMatchObject({
      name: 'Asha R',
      phone: '9876543210',
      email: user.email,
    })
  })

  it('refuses anonymous callers', async () => {
    const response = await call(t.app, 'PUT', '/api/user/profile', { name: 'Nobody' })
    expect(response.statusCode).toBe(401)
  })

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ name: 'A'.repeat(21) }, 'Name must be at most 20 characters'],
    [{ name: 'Asha', phone: '987654321' }, 'Phone number must be exactly 10 digits'],
    [{ name: 'Asha', phone: '98765432100' }, 'Phone number must be exactly 10 digits'],
    [{ name: 'Asha', phone: '98110 1234' }, 'Phone number must be exactly 10 digits'],
    [{ name: 'Asha', phone: '5811012345' }, MOBILE_NUMBER_ONLY],
  ])('refuses %o', async (body, message) => {
    const { cookie } = await signIn()
    const response = await call(t.app, 'PUT', '/api/user/profile', body, { cookie })
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe(message)
  })

  it('reads a phone number as it was typed, with +91, spaces and dashes, and keeps its 10 digits', async () => {
    const { user, cookie } = await signIn()
    const body = { name: 'Asha Rao', phone: '+91 98110-12345' }
    const response = await call(t.app, 'PUT', '/api/user/profile', body, { cookie })
    expect(response.statusCode).toBe(200)
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(stored?.phone).toBe('9811012345')
  })

  it('cannot change the email or make the caller an admin', async () => {
    const { user, cookie } = await signIn()
    const response = await call(
      t.app,
      'PUT',
      '/api/user/profile',
      { name: 'Sneaky', email: 'boss@kavach.shop', isAdmin: true },
      { cookie },
    )
    expect(response.statusCode).toBe(400)
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(stored).toMatchObject({ email: user.email, isAdmin: false, name: 'Asha Rao' })
  })
})
