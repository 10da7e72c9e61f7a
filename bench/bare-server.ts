// The yardstick: a bare node:http server in a process of its own, as the shop is, sending from
// memory the very bytes the shop sent for a path, headers and all. A scenario's ratio is the shop's
// requests per second over this server's.
import { fork } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type OutgoingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { stop } from './shop-process.ts'

export interface Recorded {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

/** Fetches `url` once, as autocannon asks (for no encoding), and keeps what came back. */
export async function record(url: string): Promise<Recorded> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const body = Buffer.from(await response.arrayBuffer())
  // Every header the shop sent but those node:http writes itself.
  const own = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
  const headers: OutgoingHttpHeaders = { 'content-length': body.length }
  for (const [name, value] of response.headers) if (!own.has(name)) headers[name] = value
  return { status: response.status, headers, body }
}

export async function startBareServer(answer: Recorded) {
  const server = fork(import.meta.filename, { serialization: 'advanced' })
  server.send(answer)
  const [port] = (await Promise.race([
    once(server, 'message'),
    once(server, 'exit').then(() => {
      throw new Error('The bare server stopped while starting')
    }),
  ])) as [number]
  return { url: `http://127.0.0.1:${port}`, close: () => stop(server) }
}

// In the forked process: serve the answer sent, and say on which port; go when the bench does.
if (process.argv[1] === import.meta.filename && process.send) {
  process.once('disconnect', () => process.exit())
  process.once('message', (message) => {
    const answer = message as Recorded
    const body = Buffer.from(answer.body)
    const server = createServer((_req, res) => {
      res.writeHead(answer.status, answer.headers)
      res.end(body)
    })
    server.listen(0, '127.0.0.1', () => process.send?.((server.address() as AddressInfo).port))
  })
}
