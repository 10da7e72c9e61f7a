import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminOrdersQuerySchema,
  IdParamsSchema,
  OrderStatusUpdateSchema,
} from '#domain/schemas/admin.ts'
import { adminOrders, orderStats, updateOrderStatus } from '../../services/admin/orders.ts'

const orders: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get('/orders/admin/all', { schema: { querystring: AdminOrdersQuerySchema } }, (request) =>
    adminOrders(db, request.query),
  )

  app.get('/orders/admin/stats', async () => ({ stats: await orderStats(db) }))

  app.put(
    '/orders/admin/:id/status',
    { schema: { params: IdParamsSchema, body: OrderStatusUpdateSchema } },
    async (request) => ({
      message: 'Order status updated successfully!',
      order: await updateOrderStatus({ db }, request.params.id, request.body),
    }),
  )
}

export default orders
