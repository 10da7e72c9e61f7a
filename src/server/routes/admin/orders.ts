import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminOrdersPageSchema,
  ORDER_STATUS_UPDATED,
  OrderStatsResponseSchema,
  OrderStatusUpdateResponseSchema,
} from '#domain/order/responses.ts'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import { AdminOrdersQuerySchema, OrderStatusUpdateSchema } from '#domain/order/staff.ts'
import { adminOrders, orderStats, updateOrderStatus } from '../../services/admin/orders.ts'
import { sellerOf } from '../../services/invoices/seller.ts'

const orders: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/orders/admin/all',
    { schema: { querystring: AdminOrdersQuerySchema, response: { 200: AdminOrdersPageSchema } } },
    (request) => adminOrders(db, request.query),
  )

  app.get(
    '/orders/admin/stats',
    { schema: { response: { 200: OrderStatsResponseSchema } } },
    async () => ({ stats: await orderStats(db) }),
  )

  app.put(
    '/orders/admin/:id/status',
    {
      schema: {
        params: IdParamsSchema,
        body: OrderStatusUpdateSchema,
        response: { 200: OrderStatusUpdateResponseSchema },
      },
    },
    async (request) => ({
      message: ORDER_STATUS_UPDATED,
      order: await updateOrderStatus(
        { db, seller: sellerOf(app.config) },
        request.params.id,
        request.body,
      ),
    }),
  )
}

export default orders
