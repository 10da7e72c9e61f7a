import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CouponValidateSchema } from '#domain/coupon/requests.ts'
import { CouponValidationSchema } from '#domain/coupon/responses.ts'
import { COUPON_APPLIED } from '#domain/coupon/rules.ts'
import { paiseToRupees, rupeesToPaise } from '#domain/money.ts'
import { perIp } from '../plugins/rate-limits.ts'
import { applicableCoupon, toApiCoupon } from '../services/coupons.ts'

const coupons: FastifyPluginAsyncZod = async (app) => {
  // A preview for the cart; create-order judges the coupon again against the server's own subtotal.
  app.post(
    '/coupons/validate',
    {
      schema: { body: CouponValidateSchema, response: { 200: CouponValidationSchema } },
      config: perIp(60),
    },
    async (request) => {
      const { coupon, discount } = await applicableCoupon(
        app.database.db,
        request.body.code,
        rupeesToPaise(request.body.cartTotal),
        { shopperId: request.user?.id },
      )
      const { code, type, value, minCartValue } = toApiCoupon(coupon)
      return {
        message: COUPON_APPLIED,
        discountAmount: paiseToRupees(discount),
        coupon: { code, type, value, minCartValue },
      }
    },
  )
}

export default coupons
