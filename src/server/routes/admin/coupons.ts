import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminCouponsQuerySchema,
  CouponCreateSchema,
  CouponUpdateSchema,
} from '#domain/coupon/requests.ts'
import {
  CouponDeletedSchema,
  CouponListSchema,
  CouponSavedSchema,
  CouponStatsAnswerSchema,
} from '#domain/coupon/responses.ts'
import { COUPON_CREATED, COUPON_DELETED, COUPON_UPDATED } from '#domain/coupon/rules.ts'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import {
  adminCoupons,
  couponStats,
  createCoupon,
  deleteCoupon,
  updateCoupon,
} from '../../services/admin/coupons.ts'

const coupons: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/coupons/admin/all',
    { schema: { querystring: AdminCouponsQuerySchema, response: { 200: CouponListSchema } } },
    (request) => adminCoupons(db, request.query),
  )

  app.get(
    '/coupons/admin/stats',
    { schema: { response: { 200: CouponStatsAnswerSchema } } },
    async () => ({ stats: await couponStats(db) }),
  )

  app.post(
    '/coupons/admin/create',
    { schema: { body: CouponCreateSchema, response: { 201: CouponSavedSchema } } },
    async (request, reply) =>
      reply.status(201).send({
        message: COUPON_CREATED,
        coupon: await createCoupon(db, request.body),
      }),
  )

  app.put(
    '/coupons/admin/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: CouponUpdateSchema,
        response: { 200: CouponSavedSchema },
      },
    },
    async (request) => ({
      message: COUPON_UPDATED,
      coupon: await updateCoupon(db, request.params.id, request.body),
    }),
  )

  app.delete(
    '/coupons/admin/:id',
    { schema: { params: IdParamsSchema, response: { 200: CouponDeletedSchema } } },
    async (request) => {
      await deleteCoupon(db, request.params.id)
      return { message: COUPON_DELETED }
    },
  )
}

export default coupons
