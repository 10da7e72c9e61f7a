// Guards judge the route that will run, however the request line names it. Sent over a raw socket:
// fetch and inject always send the origin form.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let port = 0
beforeAll(async () => {
  t = await createTestApp()
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
})
afterAll(() => t.close())

/** Sends one request with `target` as written on its request line; answers the status and body. */
function send(target: string, body: object, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body)
  const head = Object.entries({
    host: `127.0.0.1:${port}`,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(payload)),
    connection: 'close',
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`POST ${target} HTTP/1.1\r\n${head}\r\n${payload}`),
    )
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')))
    socket.on('error', reject)
    socket.on('end', () => {
      const status = Number(answer.split(' ', 2)[1])
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) })
    })
  })
}

const sameOrigin = { origin: TEST_ORIGIN }
const absolute = (path: string) => `http://127.0.0.1:${port}${path}`

describe('a request line in absolute form or percent-encoded', () => {
  it('meets the per-account sign-in limit as the origin form does', async () => {
    const wrong = { email: 'absolute.form@example.in', password: 'wrong-pass-1' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await send(absolute('/api/auth/login'), wrong, sameOrigin)).status)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429])
    const encoded = await send('/%61pi/auth/login', wrong, sameOrigin)
    expect(encoded.status).toBe(429)
  })

  it('meets the per-address contact limit', async () => {
    const message = (n: number) => ({
      name: 'Kavya Menon',
      email: `limit${n}@example.in`,
      phone: '9876543210',
      queryType: 'order',
      subject: 'Where is my order?',
      message: 'I placed an order two days ago and would like an update.',
    })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await send(absolute('/api/contact/submit'), message(i), sameOrigin)).status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('is refused without the shop’s own origin', async () => {
    const body = { email: 'someone@example.in', password: 'wrong-pass-1' }
    for (const target of [absolute('/api/auth/login'), '/%61pi/auth/login', '/api/auth/%6cogin']) {
      const answer = await send(target, body, { origin: 'https://evil.example' })
      expect(answer.status, target).toBe(403)
      expect(JSON.parse(answer.body)).toEqual({
        message: 'This request must come from the Kavach website',
      })
    }
  })
})
