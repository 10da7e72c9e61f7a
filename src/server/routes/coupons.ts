import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CouponValidateSchema } from '#domain/coupon/requests.ts'
import { CouponOffersSchema, CouponValidationSchema } from '#domain/coupon/responses.ts'
import { COUPON_APPLIED } from '#domain/coupon/rules.ts'
import { perIp } from '../plugins/rate-limits.ts'
import { applicableCoupon, couponOffers } from '../services/coupons.ts'
import { priceCart, pricedLines } from '../services/orders/cart-pricing.ts'

const coupons: FastifyPluginAsyncZod = async (app) => {
  // A preview for the cart; create-order judges the coupon again against the server's own prices.
  // With the cart's items the shop prices them itself and the cartTotal sent is not needed.
  app.post(
    '/coupons/validate',
    {
      schema: { body: CouponValidateSchema, response: { 200: CouponValidationSchema } },
      config: perIp(60),
    },
    async (request) => {
      const { db } = app.database
      const { code: sent, cartTotal, items } = request.body
      const basket = items
        ? { lines: pricedLines(await priceCart(db, items)) }
        : { subtotal: cartTotal }
      const { coupon, discount } = await applicableCoupon(db, sent, basket, {
        shopperId: request.user?.id,
      })
      const { code, type, value, minCartValue, maxDiscount, categories } = coupon
      return {
        message: COUPON_APPLIED,
        discountAmount: discount,
        coupon: { code, type, value, minCartValue, maxDiscount, categories },
      }
    },
  )

  // The coupons staff chose to show in the cart that this shopper may use today.
  app.get(
    '/coupons/offers',
    { schema: { response: { 200: CouponOffersSchema } }, config: perIp(60) },
    async (request) => ({ offers: await couponOffers(app.database.db, request.user?.id) }),
  )
}

export default coupons
