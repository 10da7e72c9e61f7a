import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
