import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { createShipping } from './select-courier.ts'

const app = {} as FastifyInstance
const deliver = () => Promise.resolve(200)
const production = {
  NODE_ENV: 'production',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
}

describe('the courier a shop gets', () => {
  it('is Shiprocket when its API user is set', () => {
    const config = loadConfig({
      ...production,
      SHIPROCKET_EMAIL: 'api@shop.in',
      SHIPROCKET_PASSWORD: 'pw',
    })
    const shipping = createShipping(config, app, deliver)
    expect(shipping.courier?.provider).toBe('shiprocket')
    expect(shipping.simulator).toBeUndefined()
  })

  it('is the simulator outside production without one, with a webhook token of its own', () => {
    const shipping = createShipping(loadConfig({ NODE_ENV: 'development' }), app, deliver)
    expect(shipping.courier?.provider).toBe('simulator')
    expect(shipping.simulator).toBeDefined()
    expect(shipping.webhookToken).toMatch(/^[0-9a-f]{64}$/)
  })

  it('is none in production without one: staff type the courier and tracking number', () => {
    const shipping = createShipping(loadConfig(production), app, deliver)
    expect(shipping.courier).toBeNull()
    expect(shipping.simulator).toBeUndefined()
  })

  it('refuses an email without its password', () => {
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'api@shop.in' })).toThrow(
      /SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD go together/,
    )
  })
})
