// API answers may depend on the session, so no browser or shared cache keeps one unless its route
// says otherwise by setting Cache-Control itself (a public catalogue answer may).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

async function privateResponses(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}

export default fp(privateResponses, { name: 'private-responses' })
