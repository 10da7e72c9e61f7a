import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/index.ts'
import { call, sessionCookie } from '../testing/http.ts'
import { followToCallback, startOidcProvider } from '../testing/oidc-test-provider.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts'
import { createUser } from '../testing/user-factory.ts'

const CALLBACK = `${TEST_ORIGIN}/api/auth/google/callback`
let provider: Awaited<ReturnType<typeof startOidcProvider>>
let t: TestApp

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: 'kavach-web',
    clientSecret: 'kavach-secret',
    redirectUri: CALLBACK,
    identity: { sub: 'g-1', email: 'ravi@gmail.test', email_verified: true, name: 'Ravi Kumar' },
  })
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'kavach-web',
    GOOGLE_CLIENT_SECRET: 'kavach-secret',
    GOOGLE_ISSUER: provider.issuer,
  })
})
afterAll(async () => {
  await t.close()
  await provider.close()
})

/** Starts the flow at the app, walks the provider, and answers the callback URL and flow cookie. */
async function walkToCallback(redirect = '/cart') {
  const start = await call(
    t.app,
    'GET',
    `/api/auth/google?redirect=${encodeURIComponent(redirect)}`,
  )
  expect(start.statusCode).toBe(302)
  const flow = start.cookies.find((c) => c.name === 'kavach_google_flow')
  expect(flow).toMatchObject({ httpOnly: true })
  const authorize = new URL(String(start.headers.location))
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorize.searchParams.get('nonce')).toBeTruthy()
  const callback = await followToCallback(authorize.href, CALLBACK)
  return { callback, flowCookie: `kavach_google_flow=${flow?.value}` }
}

const finish = (callback: URL, cookie: string) =>
  call(t.app, 'GET', `${callback.pathname}${callback.search}`, undefined, { cookie })

describe('Google sign-in', () => {
  it('says Google is available when it is configured', async () => {
    expect((await call(t.app, 'GET', '/api/auth/providers')).data).toEqual({ google: true })
  })

  it('creates a verified account and lands on the saved path with ?auth=success', async () => {
    const { callback, flowCookie } = await walkToCallback('/cart')
    const response = await finish(callback, flowCookie)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/cart?auth=success')
    const me = await call(t.app, 'GET', '/api/auth/me', undefined, {
      cookie: sessionCookie(response),
    })
    expect(me.data.user).toMatchObject({ email: 'ravi@gmail.test', name: 'Ravi Kumar' })
  })

  it('links an existing account with the same verified email', async () => {
    const user = await createUser(t.db, { email: 'meena@gmail.test', name: 'Meena' })
    provider.setIdentity({
      sub: 'g-2',
      email: 'meena@gmail.test',
      email_verified: true,
      name: 'Meena S',
    })
    const { callback, flowCookie } = await walkToCallback('/dashboard?tab=orders')
    const response = await finish(callback, flowCookie)
    expect(response.headers.location).toBe('/dashboard?tab=orders&auth=success')
    const [linked] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(linked?.googleSubject).toBe('g-2')
    expect(await t.db.$count(users, eq(users.email, 'meena@gmail.test'))).toBe(1)
  })

  it('refuses a forged state', async () => {
    provider.setIdentity({ sub: 'g-3', email: 'forge@gmail.test', email_verified: true, name: 'F' })
    const { callback, flowCookie } = await walkToCallback()
    callback.searchParams.set('state', 'forged-state')
    const response = await finish(callback, flowCookie)
    expect(response.headers.location).toBe('/?error=auth_failed')
    expect(response.cookies.find((c) => c.name === 'kavach_session')).toBeUndefined()
  })

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const { callback, flowCookie } = await walkToCallback()
    const flow = JSON.parse(Buffer.from(flowCookie.split('=')[1] ?? '', 'base64url').toString())
    const tampered = Buffer.from(JSON.stringify({ ...flow, nonce: 'another-nonce' })).toString(
      'base64url',
    )
    const response = await finish(callback, `kavach_google_flow=${tampered}`)
    expect(response.headers.location).toBe('/?error=auth_failed')
  })

  it('refuses an email the provider has not verified', async () => {
    provider.setIdentity({
      sub: 'g-4',
      email: 'unverified@gmail.test',
      email_verified: false,
      name: 'U',
    })
    const { callback, flowCookie } = await walkToCallback()
    const response = await finish(callback, flowCookie)
    expect(response.headers.location).toBe('/?error=auth_failed')
    expect(await t.db.$count(users, eq(users.email, 'unverified@gmail.test'))).toBe(0)
  })

  it('fails a callback that has no flow cookie', async () => {
    const response = await call(t.app, 'GET', '/api/auth/google/callback?code=x&state=y')
    expect(response.headers.location).toBe('/?error=auth_failed')
  })

  it('never redirects off the site', async () => {
    provider.setIdentity({ sub: 'g-5', email: 'safe@gmail.test', email_verified: true, name: 'S' })
    const { callback, flowCookie } = await walkToCallback('//evil.example/steal')
    const response = await finish(callback, flowCookie)
    expect(response.headers.location).toBe('/?auth=success')
  })

  it('does not follow a kept path whose tab a browser would drop to leave the site', async () => {
    provider.setIdentity({ sub: 'g-6', email: 'tab@gmail.test', email_verified: true, name: 'T' })
    const { callback, flowCookie } = await walkToCallback('/\t/evil.example/x')
    const response = await finish(callback, flowCookie)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/?auth=success')
  })

  it('lands home, signed in, when the kept path holds a newline', async () => {
    provider.setIdentity({ sub: 'g-7', email: 'nl@gmail.test', email_verified: true, name: 'N' })
    const { callback, flowCookie } = await walkToCallback('/\n/x')
    const response = await finish(callback, flowCookie)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/?auth=success')
    const me = await call(t.app, 'GET', '/api/auth/me', undefined, {
      cookie: sessionCookie(response),
    })
    expect(me.data.user).toMatchObject({ email: 'nl@gmail.test' })
  })

  it('checks the kept path again at the callback, whatever the flow cookie says', async () => {
    provider.setIdentity({ sub: 'g-8', email: 'ck@gmail.test', email_verified: true, name: 'C' })
    const { callback, flowCookie } = await walkToCallback('/cart')
    const flow = JSON.parse(Buffer.from(flowCookie.split('=')[1] ?? '', 'base64url').toString())
    const tampered = Buffer.from(
      JSON.stringify({ ...flow, redirect: '/\t/evil.example/x' }),
    ).toString('base64url')
    const response = await finish(callback, `kavach_google_flow=${tampered}`)
    expect(response.headers.location).toBe('/?auth=success')
  })
})

describe('Google sign-in when it is not configured', () => {
  it('says so and sends the browser back with auth_failed', async () => {
    const bare = await createTestApp()
    expect((await call(bare.app, 'GET', '/api/auth/providers')).data).toEqual({ google: false })
    const response = await call(bare.app, 'GET', '/api/auth/google')
    expect(response.headers.location).toBe('/?error=auth_failed')
    await bare.close()
  })
})
