// API answers may depend on the session, so no browser or shared cache keeps one unless its route
// says otherwise by setting Cache-Control itself (a public catalogue answer may). A shareable
// answer never carries a cookie: a shared cache would hand one shopper's renewed session to the
// next (the session plugin renews it with the shopper's next private answer).
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'

const SHAREABLE = /\b(public|s-maxage)\b/

/** Whether the answer's Cache-Control lets a shared cache keep it for others. */
export const isShareable = (reply: FastifyReply) =>
  SHAREABLE.test(String(reply.getHeader('cache-control') ?? ''))

async function privateResponses(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    else if (isShareable(reply)) reply.removeHeader('set-cookie')
    done(null, payload)
  })
}

export default fp(privateResponses, { name: 'private-responses' })
