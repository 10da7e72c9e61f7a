import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CreateOrderSchema } from '#domain/order/create-order.ts'
import { CheckoutOptionsSchema, COD_ORDER_CONFIRMED } from '#domain/order/payment-method.ts'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import { CancelOrderSchema, ORDER_CANCELLED } from '#domain/order/refund.ts'
import {
  CreateOrderResponseSchema,
  MyOrdersResponseSchema,
  ORDER_NOT_FOUND,
  OrderChangedResponseSchema,
  OrderPageResponseSchema,
  OrderRefParamsSchema,
} from '#domain/order/responses.ts'
import { DeliveryAttemptSchema, REATTEMPT_ASKED, RETURN_ASKED } from '#domain/shipping/tracking.ts'
import {
  PAYMENT_VERIFICATION_FAILED,
  PAYMENT_VERIFIED,
  VerifyPaymentResponseSchema,
  VerifyPaymentSchema,
} from '#domain/payment.ts'
import { paymentReturnedMessage } from '#domain/order/checkout-attempt.ts'
import { badRequest, conflict, notFound } from '../lib/http-error.ts'
import { perIp } from '../plugins/rate-limits.ts'
import { requireUser } from '../plugins/session.ts'
import { createOrder } from '../services/orders/create-order.ts'
import { apiOrder, myOrders, orderPage } from '../services/orders/order-views.ts'
import { answerFailedDelivery } from '../services/shipping/failed-deliveries.ts'
import { cancelOrder, confirmOrder } from '../services/orders/lifecycle.ts'
import { findOrderByRazorpayId, settlePayment } from '../services/orders/settle-payment.ts'
import { isValidPaymentSignature } from '../services/payments/signatures.ts'

/** Staff act on any order; a shopper only on their own. */
const actingOn = (user: { id: string; isAdmin: boolean }) =>
  user.isAdmin ? { by: 'staff' as const } : { by: 'shopper' as const, ownerId: user.id }

const orders: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/orders/checkout-options',
    { schema: { response: { 200: CheckoutOptionsSchema } } },
    () => ({ cod: app.shop.cod }),
  )

  app.post(
    '/orders/create-order',
    {
      schema: { body: CreateOrderSchema, response: { 201: CreateOrderResponseSchema } },
      config: perIp(60),
    },
    async (request, reply) => {
      const user = requireUser(request)
      const created = await createOrder(request.shop, user.id, request.body)
      return reply.status(201).send(created)
    },
  )

  app.post(
    '/orders/verify-payment',
    { schema: { body: VerifyPaymentSchema, response: { 200: VerifyPaymentResponseSchema } } },
    async (request) => {
      const user = requireUser(request)
      const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = request.body
      const signed = isValidPaymentSignature(
        app.payments.keySecret,
        razorpayOrderId,
        razorpayPaymentId,
        razorpaySignature,
      )
      if (!signed) throw badRequest(PAYMENT_VERIFICATION_FAILED)
      const owned = await findOrderByRazorpayId(db, razorpayOrderId)
      if (!owned || owned.userId !== user.id) throw notFound(ORDER_NOT_FOUND)

      const settled = await settlePayment(request.shop, {
        razorpayOrderId,
        razorpayPaymentId,
        source: 'checkout',
      })
      if (!settled) throw notFound(ORDER_NOT_FOUND)
      if (settled.returned) throw conflict(paymentReturnedMessage(settled.returned))
      return { message: PAYMENT_VERIFIED, order: await apiOrder(db, settled.order) }
    },
  )

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        params: IdParamsSchema,
        body: CancelOrderSchema,
        response: { 200: OrderChangedResponseSchema },
      },
      config: perIp(30),
    },
    async (request) => {
      // Staff may cancel any order not yet delivered; a shopper only their own, within the policy.
      const order = await cancelOrder(request.shop, request.params.id, {
        ...actingOn(requireUser(request)),
        reason: request.body.reason,
      })
      return { message: ORDER_CANCELLED, order: await apiOrder(db, order) }
    },
  )

  app.post(
    '/orders/:id/confirm',
    {
      schema: { params: IdParamsSchema, response: { 200: OrderChangedResponseSchema } },
      config: perIp(30),
    },
    async (request) => {
      const user = requireUser(request)
      const order = await confirmOrder(request.shop, request.params.id, user.id)
      return { message: COD_ORDER_CONFIRMED, order: await apiOrder(db, order) }
    },
  )

  app.get(
    '/orders/:id',
    { schema: { params: OrderRefParamsSchema, response: { 200: OrderPageResponseSchema } } },
    async (request) => {
      const user = requireUser(request)
      return { order: await orderPage(request.shop, request.params.id, user.id) }
    },
  )

  // The shopper's answer to a failed delivery (staff may answer for them), passed to the courier.
  app.post(
    '/orders/:id/delivery-attempt',
    {
      schema: {
        params: IdParamsSchema,
        body: DeliveryAttemptSchema,
        response: { 200: OrderChangedResponseSchema },
      },
      config: perIp(30),
    },
    async (request) => {
      const by = actingOn(requireUser(request))
      const order = await answerFailedDelivery(request.shop, request.params.id, request.body, by)
      const message = request.body.action === 'reattempt' ? REATTEMPT_ASKED : RETURN_ASKED
      return { message, order: await apiOrder(db, order) }
    },
  )

  app.get(
    '/orders/my-orders',
    { schema: { response: { 200: MyOrdersResponseSchema } } },
    async (request) => {
      const user = requireUser(request)
      return { orders: await myOrders(db, user.id) }
    },
  )
}

export default orders
