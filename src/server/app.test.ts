import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { badRequest } from './lib/http-error.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from './testing/test-app.ts'
import { createTestDatabase } from './testing/test-database.ts'

describe('the API shell', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('reports the database as reachable on the health endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(response.json().message).toMatch(/No API route/)
  })

  it('refuses a state-changing request from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { origin: 'https://evil.example' },
      payload: {},
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: 'This request must come from the Kavach website' })
  })

  it('refuses a state-changing request that names no origin at all', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/anything', payload: {} })
    expect(response.statusCode).toBe(403)
  })

  it('lets a same-origin request through to routing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { origin: TEST_ORIGIN },
      payload: {},
    })
    expect(response.statusCode).toBe(404)
  })

  it('answers malformed JSON with a 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"broken":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: expect.any(String) })
  })

  it('sends pages a policy that allows Razorpay checkout, and API answers one that allows nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/shop' })
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['content-security-policy']).toContain('https://checkout.razorpay.com')
    const api = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(api.headers['x-content-type-options']).toBe('nosniff')
    expect(api.headers['x-frame-options']).toBe('DENY')
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
  })

  it("sends a script or a picture only a subresource's headers, and an SVG a page's", async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js?v=1' })
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(script.headers['content-security-policy']).toBeUndefined()
    expect(script.headers['x-frame-options']).toBeUndefined()
    const svg = await t.app.inject({ method: 'GET', url: '/uploads/drawing.svg' })
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'")
  })
})

describe('the error handler', () => {
  it('renders service errors as { message, errors } and hides the details of crashes', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-errors-'))
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    const database = await createTestDatabase()
    const app = await buildApp({ config, database })
    app.get('/api/test/bad', async () => {
      throw badRequest('Pincode must be exactly 6 digits.', [
        { path: 'pincode', message: 'Pincode must be exactly 6 digits.' },
      ])
    })
    app.get('/api/test/crash', async () => {
      throw new Error('secret connection string postgres://user:pw@db')
    })

    const bad = await app.inject({ method: 'GET', url: '/api/test/bad' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      message: 'Pincode must be exactly 6 digits.',
      errors: [{ path: 'pincode', message: 'Pincode must be exactly 6 digits.' }],
    })
    const crash = await app.inject({ method: 'GET', url: '/api/test/crash' })
    expect(crash.statusCode).toBe(500)
    expect(crash.json()).toEqual({ message: 'Something went wrong. Please try again.' })
    expect(crash.body).not.toContain('postgres://')

    await app.close()
    await database.close()
  })
})

describe('the web app fallback', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers every page path with index.html once the web app is built', async () => {
    const webRoot = await mkdtemp(path.join(os.tmpdir(), 'kavach-web-'))
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>')
    const database = await createTestDatabase()
    const app = await buildApp({ config: t.config, database, webRoot })

    const deepLink = await app.inject({
      method: 'GET',
      url: '/shop/category/work-essentials/desk-setup',
    })
    expect(deepLink.statusCode).toBe(200)
    expect(deepLink.headers['content-type']).toMatch(/text\/html/)
    expect(deepLink.body).toContain('id="root"')

    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing-1234.js' })
    expect(missingAsset.statusCode).toBe(404)
    const api = await app.inject({ method: 'GET', url: '/api/missing' })
    expect(api.json().message).toMatch(/No API route/)

    await app.close()
    await database.close()
  })

  it('says how to build the web app when it is missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' })
    expect(response.statusCode).toBe(503)
    expect(response.body).toContain('npm run build')
  })
})

describe('health when the database is gone', () => {
  it('reports degraded with a 503', async () => {
    const t = await createTestApp()
    await t.database.close()
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'degraded', database: 'down' })
    await t.app.close()
  })
})

describe('the address a per-address limit counts', () => {
  const PRODUCTION = { NODE_ENV: 'production', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }
  const providers = (app: TestApp['app'], remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'GET',
      url: '/api/auth/providers',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    })

  it('is the connection’s in production without TRUST_PROXY, whatever X-Forwarded-For says', async () => {
    const t = await createTestApp({ ...PRODUCTION, RATE_LIMIT_PER_MINUTE: '3' })
    const statuses: number[] = []
    for (let i = 1; i <= 4; i++)
      statuses.push((await providers(t.app, '203.0.113.7', `198.51.100.${i}`)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
    await t.close()
  })

  it('is the forwarded one behind the one proxy TRUST_PROXY=1 names', async () => {
    const t = await createTestApp({ ...PRODUCTION, RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' })
    const rotating: number[] = []
    for (let i = 1; i <= 4; i++)
      rotating.push((await providers(t.app, '10.0.0.2', `198.51.100.${i}`)).statusCode)
    expect(rotating).toEqual([200, 200, 200, 200])
    const same: number[] = []
    for (let i = 1; i <= 4; i++)
      same.push((await providers(t.app, `10.0.0.${i}`, '198.51.100.9')).statusCode)
    expect(same).toEqual([200, 200, 200, 429])
    await t.close()
  })

  it('is the forwarded one only from the proxies TRUST_PROXY lists', async () => {
    const t = await createTestApp({
      ...PRODUCTION,
      RATE_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: '10.0.0.0/8',
    })
    const viaProxy: number[] = []
    for (let i = 1; i <= 4; i++)
      viaProxy.push((await providers(t.app, '10.1.2.3', `198.51.100.${i}`)).statusCode)
    expect(viaProxy).toEqual([200, 200, 200, 200])
    const direct: number[] = []
    for (let i = 1; i <= 4; i++)
      direct.push((await providers(t.app, '203.0.113.8', `198.51.100.${i}`)).statusCode)
    expect(direct).toEqual([200, 200, 200, 429])
    await t.close()
  })
})
