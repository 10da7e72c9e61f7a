import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('runs with no environment at all, on port 3000 with ./data', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.dataDir).toMatch(/data$/)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined()
  })

  it('fails fast with the variable named when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
  })

  it('refuses to start in production without Razorpay keys', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/RAZORPAY_KEY_ID/)
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 's',
      }),
    ).not.toThrow()
  })

  it('seeds the demo store outside production, and in production only when SEED_DEMO asks', () => {
    const production = { NODE_ENV: 'production', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }
    expect(loadConfig({}).seedDemo).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true)
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false)
    expect(loadConfig(production).seedDemo).toBe(false)
    expect(loadConfig({ ...production, SEED_DEMO: ' ' }).seedDemo).toBe(false)
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true)
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/)
  })

  it('reads STAFF_EMAILS as checked addresses, in lower case and once each', () => {
    expect(loadConfig({}).STAFF_EMAILS).toEqual([])
    expect(
      loadConfig({ STAFF_EMAILS: ' Orders@Kavach.shop, ops@kavach.shop,,orders@kavach.shop ' })
        .STAFF_EMAILS,
    ).toEqual(['orders@kavach.shop', 'ops@kavach.shop'])
    expect(() => loadConfig({ STAFF_EMAILS: 'orders@kavach.shop, ops' })).toThrow(/STAFF_EMAILS/)
  })

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@kavach.shop' })).toThrow(/ADMIN_PASSWORD/)
  })

  it('trusts no proxy unless TRUST_PROXY says so, in production too', () => {
    const production = { NODE_ENV: 'production', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig(production).TRUST_PROXY).toBe(false)
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: ' ' }).TRUST_PROXY).toBe(false)
  })

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ])
    expect(loadConfig({ TRUST_PROXY: 'loopback,fd00::/8' }).TRUST_PROXY).toEqual([
      'loopback',
      'fd00::/8',
    ])
  })

  it('refuses a TRUST_PROXY that would trust everyone or that it cannot read', () => {
    for (const value of ['true', '*', 'proxy.example', '10.0.0.0/33', '1.5', '10.0.0.1,,']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/)
    }
  })

  it('measures delivery from a Delhi warehouse pincode unless SHOP_PINCODE says otherwise', () => {
    expect(loadConfig({}).SHOP_PINCODE).toBe('110020')
    expect(loadConfig({ SHOP_PINCODE: '400001' }).SHOP_PINCODE).toBe('400001')
    expect(() => loadConfig({ SHOP_PINCODE: '40001' })).toThrow(/SHOP_PINCODE/)
  })

  it('reads COD_UNAVAILABLE_STATES as states spelt as the shipping form lists them', () => {
    expect(loadConfig({}).COD_UNAVAILABLE_STATES).toEqual([
      'Andaman and Nicobar Islands',
      'Lakshadweep',
      'Ladakh',
    ])
    expect(loadConfig({ COD_UNAVAILABLE_STATES: ' Goa , Sikkim' }).COD_UNAVAILABLE_STATES).toEqual([
      'Goa',
      'Sikkim',
    ])
    expect(loadConfig({ COD_UNAVAILABLE_STATES: '' }).COD_UNAVAILABLE_STATES).toEqual([])
    expect(() => loadConfig({ COD_UNAVAILABLE_STATES: 'Goa,Orissa' })).toThrow(
      /COD_UNAVAILABLE_STATES/,
    )
  })
})
