// Shiprocket when its API user is set; otherwise, outside production, the courier simulator in
// its place (the same client speaking to it); in production without one, no courier: staff type
// the courier and tracking number by hand.
import { createHmac, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { SIMULATOR_SECRET } from '../../workers.ts'
import type { Courier } from './courier.ts'
import { type CourierWebhook, courierSimulator } from './courier-simulator.ts'
import { injectFetch } from './inject-fetch.ts'
import { shiprocketCourier } from './shiprocket.ts'

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
      trackingUrlBase: `${base}/tracking`,
      provider: 'simulator',
      fetch: injectFetch(app),
    }),
    webhookToken,
    simulator,
  }
}
