import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../testing/http.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let customer: string
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  customer = (await createSignedInUser(t.db)).cookie
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(() => t.close())

const ID = '00000000-0000-4000-8000-000000000000'
const ENDPOINTS: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/contact/admin/stats'],
  ['GET', '/api/orders/admin/stats'],
  ['POST', '/api/admin/upload-image'],
  ['GET', '/api/admin/products'],
  ['POST', '/api/admin/products'],
  ['PUT', `/api/admin/products/${ID}`],
  ['DELETE', `/api/admin/products/${ID}`],
  ['GET', '/api/contact/admin/submissions'],
  ['PUT', `/api/contact/admin/submissions/${ID}`],
  ['DELETE', `/api/contact/admin/submissions/${ID}`],
  ['POST', '/api/contact/admin/reply'],
  ['GET', '/api/orders/admin/all'],
  ['PUT', `/api/orders/admin/${ID}/status`],
  ['GET', '/api/admin/reviews'],
  ['GET', '/api/coupons/admin/all'],
  ['GET', '/api/coupons/admin/stats'],
  ['POST', '/api/coupons/admin/create'],
  ['PUT', `/api/coupons/admin/${ID}`],
  ['DELETE', `/api/coupons/admin/${ID}`],
  ['GET', '/api/admin/gallery'],
  ['GET', '/api/admin/gallery/stats'],
  ['POST', '/api/admin/gallery/upload'],
  ['PUT', `/api/admin/gallery/${ID}/move`],
  ['DELETE', `/api/admin/gallery/${ID}`],
  ['GET', '/api/admin/mail?status=failing'],
  ['GET', '/api/admin/phone-models'],
  ['POST', '/api/admin/phone-models'],
  ['PUT', `/api/admin/phone-models/${ID}`],
  ['DELETE', `/api/admin/phone-models/${ID}`],
  ['POST', '/api/admin/phone-models/import'],
  ['GET', '/api/admin/search-synonyms'],
  ['POST', '/api/admin/search-synonyms'],
  ['PUT', `/api/admin/search-synonyms/${ID}`],
  ['DELETE', `/api/admin/search-synonyms/${ID}`],
]

describe('every admin endpoint', () => {
  it.each(ENDPOINTS)('%s %s: 401 for visitors, 403 for customers', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {}
    const visitor = await call(t.app, method, url, body)
    expect(visitor.statusCode).toBe(401)
    const shopper = await call(t.app, method, url, body, { cookie: customer })
    expect(shopper.statusCode).toBe(403)
    expect(shopper.data.message).toBe('Admin access required')
  })

  it.each(ENDPOINTS.filter(([m]) => m === 'GET'))('%s %s answers an admin', async (method, url) => {
    const response = await call(t.app, method, url, undefined, { cookie: admin })
    expect(response.statusCode).toBe(200)
  })

  it('refuses list parameters out of range', async () => {
    for (const query of ['limit=101', 'limit=0', 'page=0', 'status=lost']) {
      const response = await call(t.app, 'GET', `/api/orders/admin/all?${query}`, undefined, {
        cookie: admin,
      })
      expect(response.statusCode).toBe(400)
    }
  })
})
