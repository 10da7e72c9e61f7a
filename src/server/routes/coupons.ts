import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CouponValidateSchema } from '#domain/coupon/requests.ts'
import { CouponValidationSchema } from '#domain/coupon/responses.ts'
import { COUPON_APPLIED } from '#domain/coupon/rules.ts'
import { perIp } from '../plugins/rate-limits.ts'
import { applicableCoupon } from '../services/coupons.ts'

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
        request.body.cartTotal,
        { shopperId: request.user?.id },
      )
      const { code, type, value, minCartValue } = coupon
      return {
        message: COUPON_APPLIED,
        discountAmount: discount,
        coupon: { code, type, value, minCartValue },
      }
    },
  )
}

export default coupons
