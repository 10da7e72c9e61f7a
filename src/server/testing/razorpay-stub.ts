// Razorpay's Orders and Refunds APIs on loopback for tests: checks basic auth, the body and the
// idempotency key as Razorpay documents them (https://razorpay.com/docs/api/orders/create/,
// https://razorpay.com/docs/api/refunds/normal-refunds-idempotent/) and answers in Razorpay's shapes.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const STUB_KEY_ID = 'rzp_test_stubKey000001'
export const STUB_KEY_SECRET = 'stub_key_secret_for_tests'
export const STUB_WEBHOOK_SECRET = 'stub_webhook_secret_for_tests'

export interface StubOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string
  status: 'created'
  attempts: number
  notes: Record<string, string>
  created_at: number
}

export interface StubRefund {
  id: string
  entity: 'refund'
  amount: number
  currency: 'INR'
  payment_id: string
  receipt: string | null
  notes: Record<string, string>
  speed_requested: 'normal'
  status: 'pending' | 'processed' | 'failed'
  created_at: number
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/

function fail(res: ServerResponse, status: number, description: string) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA' } }))
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

export async function startRazorpayStub(options: { failWith?: number } = {}) {
  const orders: StubOrder[] = []
  const refunds: StubRefund[] = []
  const requestsByKey = new Map<string, { body: string; refund: StubRefund }>()
  let repliesToDrop = 0

  function refund(req: IncomingMessage, res: ServerResponse, paymentId: string, raw: string) {
    const key = req.headers['x-refund-idempotency']
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      return fail(res, 400, 'The idempotency key is invalid')
    }
    const earlier = key ? requestsByKey.get(key) : undefined
    if (earlier && earlier.body !== raw) {
      return fail(
        res,
        400,
        'Different request with the same idempotency key has already been processed.',
      )
    }
    let made = earlier?.refund
    if (!made) {
      let body: Record<string, unknown>
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        return fail(res, 400, 'The request body is not valid JSON')
      }
      const { amount, notes, receipt } = body
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return fail(res, 400, 'The amount must be atleast INR 1.00')
      }
      made = {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: paymentId,
        receipt: typeof receipt === 'string' ? receipt : null,
        notes: (notes as Record<string, string> | undefined) ?? {},
        speed_requested: 'normal',
        status: 'pending',
        created_at: Math.floor(Date.now() / 1000),
      }
      refunds.push(made)
      if (key) requestsByKey.set(key, { body: raw, refund: made })
    }
    if (repliesToDrop > 0) {
      repliesToDrop -= 1
      return req.socket.destroy()
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(made))
  }
  const expectedAuth = `Basic ${Buffer.from(`${STUB_KEY_ID}:${STUB_KEY_SECRET}`).toString('base64')}`

  const server = createServer((req, res) => {
    void (async () => {
      const refundOf = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(req.url ?? '')?.[1]
      if (req.method !== 'POST' || (req.url !== '/v1/orders' && !refundOf)) {
        return fail(res, 404, 'Not found')
      }
      if (req.headers.authorization !== expectedAuth) {
        return fail(res, 401, 'Authentication failed')
      }
      if (options.failWith) return fail(res, options.failWith, 'Stub told to fail')
      if (refundOf) {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        return refund(req, res, refundOf, Buffer.concat(chunks).toString('utf8'))
      }
      let body: Record<string, unknown>
      try {
        body = (await readJson(req)) as Record<string, unknown>
      } catch {
        return fail(res, 400, 'The request body is not valid JSON')
      }
      const { amount, currency, receipt, notes } = body
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return fail(res, 400, 'The amount must be atleast INR 1.00')
      }
      if (currency !== 'INR') return fail(res, 400, 'The currency must be INR')
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
        return fail(res, 400, 'The receipt may not be greater than 40 characters.')
      }
      const order: StubOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: (receipt as string | undefined) ?? '',
        status: 'created',
        attempts: 0,
        notes: (notes as Record<string, string> | undefined) ?? {},
        created_at: Math.floor(Date.now() / 1000),
      }
      orders.push(order)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(order))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    refunds,
    /** Make the next refunds but drop the connection before answering, as a timeout loses it. */
    dropRefundReplies(count: number) {
      repliesToDrop = count
    },
    env: {
      RAZORPAY_KEY_ID: STUB_KEY_ID,
      RAZORPAY_KEY_SECRET: STUB_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
