import { describe, expect, it } from 'vitest'
import { useMailingApp } from '../testing/mailing-app.ts'
import { call, registrationCookie } from '../testing/http.ts'
import { codeIn } from '../testing/smtp-capture.ts'
import { createUser, freshEmail, TEST_PASSWORD } from '../testing/user-factory.ts'
const ATTACKER = '198.51.100.7'
const OWNER = '203.0.113.9'

const shop = useMailingApp()

describe('nobody can lock a shopper out', () => {
  it('lets the owner sign in from their address after ten wrong passwords from another, and refuses the eleventh there', async () => {
    const user = await createUser(shop.t.db)
    const wrong = { email: user.email, password: 'wrong-pass-1' }
    for (let i = 0; i < 10; i++) {
      const response = await call(shop.t.app, 'POST', '/api/auth/login', wrong, { ip: ATTACKER })
      expect(response.statusCode).toBe(401)
    }
    const owner = await call(
      shop.t.app,
      'POST',
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { ip: OWNER },
    )
    expect(owner.statusCode).toBe(200)
    const eleventh = await call(shop.t.app, 'POST', '/api/auth/login', wrong, { ip: ATTACKER })
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.headers['retry-after']).toBeDefined()
  })

  it('lets the registrant verify from their address after ten wrong codes from another, and refuses the eleventh there', async () => {
    const email = freshEmail('owner')
    const registered = await call(
      shop.t.app,
      'POST',
      '/api/auth/register',
      { name: 'Priya Nair', email, password: 'first-pass-1' },
      { ip: OWNER },
    )
    const code = codeIn(await shop.smtp.lastTo(email))
    const wrong = { email, otp: code === '000000' ? '111111' : '000000' }
    for (let i = 0; i < 10; i++) {
      const response = await call(shop.t.app, 'POST', '/api/auth/verify-otp', wrong, {
        ip: ATTACKER,
      })
      expect(response.statusCode).toBe(400)
    }
    const owner = await call(
      shop.t.app,
      'POST',
      '/api/auth/verify-otp',
      { email, otp: code },
      { ip: OWNER, cookie: registrationCookie(registered) },
    )
    expect(owner.statusCode).toBe(200)
    const eleventh = await call(shop.t.app, 'POST', '/api/auth/verify-otp', wrong, { ip: ATTACKER })
    expect(eleventh.statusCode).toBe(429)
  })
})
