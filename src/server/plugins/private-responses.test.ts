import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../db/schema/index.ts'
import { hashToken } from '../services/sessions.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let t: TestApp
let cookie: string

beforeAll(async () => {
  t = await createTestApp()
  ;({ cookie } = await createSignedInUser(t.db))
})
afterAll(() => t.close())

describe('personal API answers', () => {
  it('tell every cache not to store a signed-in shopper’s account, profile and orders', async () => {
    const answers = [
      await call(t.app, 'GET', '/api/auth/me', undefined, { cookie }),
      await call(t.app, 'PUT', '/api/user/profile', { name: 'Asha R' }, { cookie }),
      await call(t.app, 'GET', '/api/orders/my-orders', undefined, { cookie }),
    ]
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })

  it('tell caches not to store errors either', async () => {
    const answers = [
      await call(t.app, 'GET', '/api/orders/my-orders'),
      await call(t.app, 'PUT', '/api/user/profile', { name: '' }, { cookie }),
      await call(t.app, 'GET', '/api/no-such-thing', undefined, { cookie }),
    ]
    expect(answers.map((a) => a.statusCode)).toEqual([401, 400, 404])
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store')
  })
})

describe('a session due to be extended', () => {
  /** A shopper signed in two days ago, whose session is due to be extended by their next answer. */
  async function signedInTwoDaysAgo() {
    const { cookie } = await createSignedInUser(t.db)
    const tokenHash = hashToken(cookie.split('=')[1]!)
    const expiresAt = new Date(Date.now() + 28 * 24 * 3600_000)
    await t.db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash))
    const expiry = async () =>
      (await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0]!.expiresAt
    return { cookie, expiresAt, expiry }
  }

  it('is never extended by an answer a shared cache may keep, only by the next private one', async () => {
    const { cookie, expiresAt, expiry } = await signedInTwoDaysAgo()
    const shared = await call(t.app, 'GET', '/api/products?limit=1', undefined, { cookie })
    expect(shared.statusCode).toBe(200)
    expect(shared.headers['cache-control']).toContain('s-maxage')
    expect(shared.headers['set-cookie']).toBeUndefined()
    expect(await expiry()).toEqual(expiresAt)

    const own = await call(t.app, 'GET', '/api/auth/me', undefined, { cookie })
    expect(own.headers['cache-control']).toBe('no-store')
    expect(String(own.headers['set-cookie'])).toContain(cookie)
    expect((await expiry()).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000)
  })

  it('is not set again by signing out, which clears the cookie', async () => {
    const { cookie } = await signedInTwoDaysAgo()
    const out = await call(t.app, 'POST', '/api/auth/logout', undefined, { cookie })
    expect(out.statusCode).toBe(200)
    const set = [out.headers['set-cookie'] ?? []].flat()
    expect(set).toHaveLength(1)
    expect(set[0]).toMatch(/^kavach_session=;/)
  })
})
