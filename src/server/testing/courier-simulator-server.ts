// The courier simulator on its own loopback server, as Shiprocket's API would be reached, with a
// webhook receiver standing in for the shop: for tests of the Shiprocket client over real HTTP.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { courierSimulator } from '../services/shipping/courier-simulator.ts'
import { type ShiprocketOptions, shiprocketCourier } from '../services/shipping/shiprocket.ts'

export const SIMULATOR_EMAIL = 'api-user@kavach.test'
export const SIMULATOR_PASSWORD = 'simulated-password'
export const SIMULATOR_WEBHOOK_TOKEN = 'simulated-webhook-token'
/** Where the client's returns go back to. */
export const SHOP_ADDRESS = {
  name: 'Kavach Accessories Private Limited',
  phone: '8045678910',
  address: 'Plot 12, Okhla Industrial Estate Phase III',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110020',
  email: 'support@kavach.shop',
}

export interface ReceivedWebhook {
  apiKey: string | undefined
  body: Record<string, unknown>
}

export async function startCourierSimulator() {
  const webhooks: ReceivedWebhook[] = []
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const apiKey = req.headers['x-api-key']
      webhooks.push({
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`

  const requests: string[] = []
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook(
    'onRequest',
    async (request) => void requests.push(`${request.method} ${request.url}`),
  )
  const simulator = courierSimulator({
    email: SIMULATOR_EMAIL,
    password: SIMULATOR_PASSWORD,
    webhookToken: SIMULATOR_WEBHOOK_TOKEN,
    trackingUrlBase: 'http://simulator.test/tracking',
    authorise: () => undefined,
    deliverWebhook: async ({ body, apiKey }) => {
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body,
      })
      return answer.status
    },
  })
  await app.register(simulator.plugin)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })

  return {
    url,
    simulator,
    webhooks,
    /** Every request the simulator received, as `METHOD /path`. */
    requests,
    /** The Shiprocket client pointed at this simulator. */
    client: (overrides: Partial<ShiprocketOptions> = {}) =>
      shiprocketCourier({
        apiUrl: url,
        email: SIMULATOR_EMAIL,
        password: SIMULATOR_PASSWORD,
        pickupLocation: 'Primary',
        trackingUrlBase: 'https://shiprocket.co/tracking',
        ...overrides,
      }),
    /** Pushes a booked parcel to its next scan, as staff would. */
    scan: (awb: string, scan: string) =>
      app.inject({ method: 'POST', url: '/scans', payload: { awb, scan } }),
    async close() {
      await app.close()
      await new Promise<void>((resolve) => receiver.close(() => resolve()))
    },
  }
}
