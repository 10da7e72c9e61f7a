import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthSchema } from '#domain/health.ts'

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { response: { 200: HealthSchema, 503: HealthSchema } },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const up = await app.database.isReachable()
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' })
    },
  )
}

export default health
