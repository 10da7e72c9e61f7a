import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paiseToRupees, rupeesToPaise } from '#domain/money.ts'
import { CouponValidateSchema } from '#domain/schemas/checkout.ts'
import { perIp } from '../plugins/rate-limits.ts'
import { applicableCoupon } from '../services/coupons.ts'

const coupons: FastifyPluginAsyncZod = async (app) => {
  // A preview for the cart; create-order judges the coupon again against the server's own subtotal.
  app.post(
    '/coupons/validate',
    { schema: { body: CouponValidateSchema }, config: perIp(60) },
    async (request) => {
      const { coupon, discount } = await applicableCoupon(
        app.database.db,
        request.body.code,
        rupeesToPaise(request.body.cartTotal),
        { shopperId: request.user?.id },
      )
      return {
        message: 'Coupon applied',
        discountAmount: paiseToRupees(discount),
        coupon: {
          code: coupon.code,
          type: coupon.type,
          value: coupon.type === 'flat' ? paiseToRupees(coupon.value) : coupon.value,
        },
      }
    },
  )
}

export default coupons
