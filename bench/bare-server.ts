// The yardstick: a bare node:http server sending, from memory, the very bytes the shop sent for a
// path, headers and all. A scenario's ratio is the shop's requests per second over this server's.
import { createServer, type OutgoingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Recorded {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

/** Fetches `url` once and keeps what came back, as a bare server will send it. */
export async function record(url: string): Promise<Recorded> {
  const response = await fetch(url)
  const body = Buffer.from(await response.arrayBuffer())
  // Every header the shop sent but those node:http writes itself.
  const own = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
  const headers: OutgoingHttpHeaders = { 'content-length': body.length }
  for (const [name, value] of response.headers) if (!own.has(name)) headers[name] = value
  return { status: response.status, headers, body }
}

export async function startBareServer(answer: Recorded) {
  const server = createServer((_req, res) => {
    res.writeHead(answer.status, answer.headers)
    res.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
