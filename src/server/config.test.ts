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

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@kavach.shop' })).toThrow(/ADMIN_PASSWORD/)
  })
})
