import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AbandonedCartStatsSchema, AbandonedCartsQuerySchema } from '#domain/cart/server-cart.ts'
import { abandonedCartStats } from '../../services/admin/abandoned-cart-stats.ts'

const abandonedCarts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/abandoned-carts',
    {
      schema: {
        querystring: AbandonedCartsQuerySchema,
        response: { 200: AbandonedCartStatsSchema },
      },
    },
    async (request) => abandonedCartStats(app.database.db, request.query.days),
  )
}

export default abandonedCarts
