import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminOrdersPageSchema,
  ORDER_STATUS_UPDATED,
  OrderStatsResponseSchema,
  OrderChangedResponseSchema,
} from '#domain/order/responses.ts'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import { AdminOrdersQuerySchema, OrderStatusUpdateSchema } from '#domain/order/staff.ts'
import { parcelBooked, ShippingInfoSchema } from '#domain/shipping/shipment.ts'
import { OpenFailedDeliveriesResponseSchema } from '#domain/shipping/tracking.ts'
import { RefundOrderSchema, REFUND_STARTED } from '#domain/order/refund.ts'
import {
  adminOrders,
  orderStats,
  staffOrder,
  updateOrderStatus,
} from '../../services/admin/orders.ts'
import { refundOrder } from '../../services/orders/refunds.ts'
import { openFailedDeliveries } from '../../services/shipping/failed-deliveries.ts'
import { renderLabelPdf } from '../../services/shipping/label-pdf.ts'
import { parcelLabelOf } from '../../services/shipping/parcel-label.ts'
import { shipOrder } from '../../services/shipping/ship-order.ts'

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

  app.get(
    '/orders/admin/failed-deliveries',
    { schema: { response: { 200: OpenFailedDeliveriesResponseSchema } } },
    async () => ({ failedDeliveries: await openFailedDeliveries(db) }),
  )
  // Whether the Ship button books a parcel, and with whom; without a courier staff ship by hand.
  app.get('/orders/admin/shipping', { schema: { response: { 200: ShippingInfoSchema } } }, () => ({
    courier: app.shop.courier?.provider ?? null,
  }))

  app.put(
    '/orders/admin/:id/status',
    {
      schema: {
        params: IdParamsSchema,
        body: OrderStatusUpdateSchema,
        response: { 200: OrderChangedResponseSchema },
      },
    },
    async (request) => ({
      message: ORDER_STATUS_UPDATED,
      order: await updateOrderStatus(request.shop, request.params.id, request.body),
    }),
  )

  app.post(
    '/orders/admin/:id/refund',
    {
      schema: {
        params: IdParamsSchema,
        body: RefundOrderSchema,
        response: { 200: OrderChangedResponseSchema },
      },
    },
    async (request) => {
      const order = await refundOrder(request.shop, request.params.id, request.body)
      return { message: REFUND_STARTED, order: await staffOrder(db, order) }
    },
  )

  // Books the parcel with the courier and dispatches the order.
  app.post(
    '/orders/admin/:id/ship',
    { schema: { params: IdParamsSchema, response: { 200: OrderChangedResponseSchema } } },
    async (request) => {
      const order = await staffOrder(db, await shipOrder(request.shop, request.params.id))
      return { message: parcelBooked(order.courier ?? '', order.trackingNumber ?? ''), order }
    },
  )

  app.get(
    '/orders/admin/:id/label.pdf',
    { schema: { params: IdParamsSchema }, config: { untypedAnswer: 'pdf' } },
    async (request, reply) => {
      const label = await parcelLabelOf(db, request.shop, request.params.id)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="label-${label.orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderLabelPdf(label))
    },
  )
}

export default orders
