// Shiprocket when its API user is set; otherwise, outside production, the courier simulator in
// its place (the same client speaking to it); in production without one, no courier: staff type
// the courier and tracking number by hand.
import { createHmac, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { SITE_CONTACT } from '#domain/business.ts'
import type { Config } from '../../config.ts'
import { SIMULATOR_SECRET } from '../../workers.ts'
import { sellerOf } from '../invoices/seller.ts'
import type { Courier } from './courier.ts'
import { type CourierWebhook, courierSimulator } from './courier-simulator.ts'
import { injectFetch } from './inject-fetch.ts'
import { shiprocketCourier } from './shiprocket.ts'
import type { ShiprocketAddress } from './shiprocket-orders.ts'

/** Where the simulator answers, inside the app's API. */
export const COURIER_SIMULATOR_PREFIX = '/api/shipping/simulator'
/** Shiprocket's public tracking page, by AWB. */
const SHIPROCKET_TRACKING = 'https://shiprocket.co/tracking'
const SIMULATOR_EMAIL = 'api-user@simulator.kavach.local'

export interface Shipping {
  courier: Courier | null
  /** What the courier's tracking webhook must send as x-api-key. */
  webhookToken: string | undefined
  simulator?: ReturnType<typeof courierSimulator>
}

/**
 * Where returns go back to: the seller's registered address (the warehouse parcels leave from) at
 * the shop's pincode, with the shop's support phone and email. Its city is the place the address
 * ends with, before the pincode ("…, New Delhi 110020"), or the state when it names none.
 */
export function returnAddress(
  config: Parameters<typeof sellerOf>[0] & Pick<Config, 'SHOP_PINCODE'>,
): ShiprocketAddress {
  const seller = sellerOf(config)
  const parts = seller.address.split(',')
  const place =
    parts.length > 1
      ? parts
          .at(-1)
          ?.replace(/\b\d{6}\b/, '')
          .trim()
      : undefined
  return {
    name: seller.name,
    address: seller.address,
    city: place || seller.state,
    state: seller.state,
    pincode: config.SHOP_PINCODE,
    phone: SITE_CONTACT.phone.replace(/\D/g, '').slice(-10),
    email: SITE_CONTACT.email,
  }
}

export function createShipping(
  config: Config,
  app: FastifyInstance,
  deliverWebhook: (webhook: CourierWebhook) => Promise<number>,
): Shipping {
  if (config.SHIPROCKET_EMAIL && config.SHIPROCKET_PASSWORD) {
    return {
      courier: shiprocketCourier({
        apiUrl: config.SHIPROCKET_API_URL,
        email: config.SHIPROCKET_EMAIL,
        password: config.SHIPROCKET_PASSWORD,
        pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
        returnTo: returnAddress(config),
        trackingUrlBase: SHIPROCKET_TRACKING,
      }),
      webhookToken: config.SHIPPING_WEBHOOK_TOKEN,
    }
  }
  if (config.isProduction) return { courier: null, webhookToken: config.SHIPPING_WEBHOOK_TOKEN }

  // Every worker of one shop derives the same password and token from the primary's secret.
  const secret = process.env[SIMULATOR_SECRET] ?? randomBytes(32).toString('hex')
  const derived = (use: string) => createHmac('sha256', secret).update(use).digest('hex')
  const webhookToken = config.SHIPPING_WEBHOOK_TOKEN ?? derived('courier-webhook')
  const base = `${config.publicUrl}${COURIER_SIMULATOR_PREFIX}`
  const simulator = courierSimulator({
    email: SIMULATOR_EMAIL,
    password: derived('courier-password'),
    webhookToken,
    trackingUrlBase: `${base}/tracking`,
    deliverWebhook,
  })
  return {
    courier: shiprocketCourier({
      apiUrl: base,
      email: SIMULATOR_EMAIL,
      password: derived('courier-password'),
      pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
      returnTo: returnAddress(config),
      trackingUrlBase: `${base}/tracking`,
      provider: 'simulator',
      fetch: injectFetch(app),
    }),
    webhookToken,
    simulator,
  }
}
