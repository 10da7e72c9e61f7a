// Enumeration timing: do register, resend-otp and forgot-password take as long for an email with an
// account (or a pending registration) as for an unknown one? Median and p90 side by side.
import { randomBytes } from 'node:crypto'
import { Worker } from 'node:worker_threads'
import type { App } from '#server/app.ts'
import type { Db } from '#server/db/client.ts'
import { pendingRegistrations, users } from '#server/db/schema/index.ts'
import { hashPassword } from '#server/services/passwords.ts'

type Kind = 'unknown' | 'pending' | 'verified'

const endpoints: { url: string; kinds: Kind[]; body: (email: string) => object }[] = [
  {
    url: '/api/auth/forgot-password',
    kinds: ['unknown', 'verified'],
    body: (email) => ({ email }),
  },
  {
    url: '/api/auth/resend-otp',
    kinds: ['unknown', 'pending', 'verified'],
    body: (email) => ({ email }),
  },
  {
    url: '/api/auth/register',
    kinds: ['unknown', 'pending', 'verified'],
    body: (email) => ({ name: 'Bench Shopper', email, password: 'bench-pass-1' }),
  },
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN

/** Distinct emails of one kind: every sample needs its own, the per-email limits being what they are. */
async function emailsOf(db: Db, kind: Kind, count: number, passwordHash: string) {
  const emails = Array.from(
    { length: count },
    () => `${kind}.${randomBytes(6).toString('hex')}@bench.in`,
  )
  if (kind === 'verified') {
    await db.insert(users).values(
      emails.map((email) => ({
        name: 'Bench Owner',
        email,
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
  }
  if (kind === 'pending') {
    await db.insert(pendingRegistrations).values(
      emails.map((email) => ({
        name: 'Bench Pending',
        email,
        passwordHash,
        tokenHash: randomBytes(32).toString('hex'),
      })),
    )
  }
  return emails
}

let sourceCount = 0
/** Each request leaves from its own loopback address (127.0.0.0/8), as separate shoppers would. */
const nextAddress = () => {
  sourceCount++
  return `127.${(sourceCount >> 16) & 255 || 1}.${(sourceCount >> 8) & 255}.${sourceCount & 255 || 1}`
}

// The client runs on its own thread: the server's after-reply work shares the server's thread,
// and an in-process client would wait for it where a shopper's browser would not.
const CLIENT = `
const http = require('node:http')
const { parentPort } = require('node:worker_threads')
parentPort.on('message', ({ url, body, localAddress, origin }) => {
  const started = process.hrtime.bigint()
  const request = http.request(url, {
    method: 'POST', localAddress, agent: false,
    headers: { 'content-type': 'application/json', origin },
  }, (response) => {
    response.resume()
    response.on('end', () => parentPort.postMessage({
      status: response.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6,
    }))
  })
  request.on('error', (error) => parentPort.postMessage({ status: 0, ms: NaN, error: String(error) }))
  request.end(JSON.stringify(body))
})
`

function timedClient(address: string) {
  const worker = new Worker(CLIENT, { eval: true })
  return {
    post: (path: string, body: object, localAddress: string) =>
      new Promise<{ status: number; ms: number }>((resolve) => {
        worker.once('message', resolve)
        worker.postMessage({ url: `${address}${path}`, body, localAddress, origin: address })
      }),
    close: () => worker.terminate(),
  }
}

export async function benchEnumerationTiming(app: App, address: string, db: Db, samples: number) {
  const passwordHash = await hashPassword('bench-pass-1')
  const client = timedClient(address)
  console.log(
    `\nEnumeration timing (${samples} requests per kind, interleaved in random order, over loopback HTTP from a client thread)`,
  )
  for (const endpoint of endpoints) {
    const emails = new Map<Kind, string[]>()
    for (const kind of endpoint.kinds)
      emails.set(kind, await emailsOf(db, kind, samples, passwordHash))
    const times = new Map<Kind, number[]>(endpoint.kinds.map((kind) => [kind, []]))
    const statuses = new Set<number>()
    for (let i = 0; i < samples; i++) {
      // Interleaved in a random order, so the after-reply work of one request weighs on the next
      // request of every kind alike.
      const order = [...endpoint.kinds].sort(() => Math.random() - 0.5)
      for (const kind of order) {
        const email = emails.get(kind)?.[i] ?? ''
        const { status, ms } = await client.post(endpoint.url, endpoint.body(email), nextAddress())
        times.get(kind)?.push(ms)
        statuses.add(status)
      }
    }
    await app.drain()
    const unknown = [...(times.get('unknown') ?? [])].sort((a, b) => a - b)
    const row = (kind: Kind) => {
      const sorted = [...(times.get(kind) ?? [])].sort((a, b) => a - b)
      const p50 = percentile(sorted, 50)
      const p90 = percentile(sorted, 90)
      const ratio = (p50 / percentile(unknown, 50)).toFixed(2)
      return `${kind} p50 ${p50.toFixed(2)} ms p90 ${p90.toFixed(2)} ms (p50 ×${ratio})`
    }
    console.log(
      `${endpoint.url.padEnd(26)} ${endpoint.kinds.map(row).join(' | ')}  statuses ${[...statuses].join(',')}`,
    )
  }
  await client.close()
}
