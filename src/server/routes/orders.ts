import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CreateOrderSchema, VerifyPaymentSchema } from '#domain/schemas/checkout.ts'
import { badRequest, notFound } from '../lib/http-error.ts'
import { perIp } from '../plugins/rate-limits.ts'
import { requireUser } from '../plugins/session.ts'
import {
  apiOrder,
  confirmPayment,
  createOrder,
  findOrderByRazorpayId,
  myOrders,
} from '../services/orders.ts'
import { isValidPaymentSignature } from '../services/payments/signatures.ts'

export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed. Please contact support.'

const orders: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/create-order',
    { schema: { body: CreateOrderSchema }, config: perIp(60) },
    async (request, reply) => {
      const user = requireUser(request)
      const created = await createOrder(
        { db: app.database.db, payments: app.payments, log: request.log },
        user.id,
        request.body,
      )
      return reply.status(201).send(created)
    },
  )

  app.post('/orders/verify-payment', { schema: { body: VerifyPaymentSchema } }, async (request) => {
    const user = requireUser(request)
    const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = request.body
    const signed = isValidPaymentSignature(
      app.payments.keySecret,
      razorpayOrderId,
      razorpayPaymentId,
      razorpaySignature,
    )
    if (!signed) throw badRequest(PAYMENT_VERIFICATION_FAILED)
    const owned = await findOrderByRazorpayId(app.database.db, razorpayOrderId)
    if (!owned || owned.userId !== user.id) throw notFound('Order not found')

    const result = await confirmPayment(
      { db: app.database.db, log: request.log },
      {
        razorpayOrderId,
        razorpayPaymentId,
        source: 'checkout',
      },
    )
    if (!result) throw notFound('Order not found')
    return {
      message: 'Payment verified successfully',
      order: await apiOrder(app.database.db, result.order),
    }
  })

  app.get('/orders/my-orders', async (request) => {
    const user = requireUser(request)
    return { orders: await myOrders(app.database.db, user.id) }
  })
}

export default orders
