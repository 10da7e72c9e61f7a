// A fetch that reaches the app's own routes through Fastify's inject, for the Shiprocket client
// talking to the courier simulator mounted in the same app: the same requests and answers as over
// the network, without the app needing to reach its public address.
import type { FastifyInstance } from 'fastify'

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      remoteAddress: '127.0.0.1',
      ...(typeof init.body === 'string' && { payload: init.body }),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, String(value))
    }
    const empty = answer.statusCode === 204 || answer.rawPayload.length === 0
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    })
  }
}
