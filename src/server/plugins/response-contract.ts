// Every API route declares what it answers (STYLE.md, thin routes): the zod serializer then checks
// each answer against the domain's schema, so a field can't silently go missing or leak.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why this route's answer has no JSON schema: it redirects, sends a script, a PDF or a CSV, is a
     * local stand-in answering in an outside service's own shapes, or echoes a webhook's
     * verification challenge as text.
     */
    untypedAnswer?: 'redirect' | 'script' | 'pdf' | 'csv' | 'stand-in' | 'challenge'
  }
}

async function responseContract(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.schema?.response || route.config?.untypedAnswer) return
    const methods = [route.method].flat().join(',')
    throw new Error(`${methods} ${route.url} must declare its response schema`)
  })
}

export default fp(responseContract, { name: 'response-contract' })
