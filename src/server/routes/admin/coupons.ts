import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminCouponsQuerySchema,
  CouponCreateSchema,
  CouponUpdateSchema,
  IdParamsSchema,
} from '#domain/schemas/admin.ts'
import {
  adminCoupons,
  couponStats,
  createCoupon,
  deleteCoupon,
  updateCoupon,
} from '../../services/admin/coupons.ts'

const coupons: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get('/coupons/admin/all', { schema: { querystring: AdminCouponsQuerySchema } }, (request) =>
    adminCoupons(db, request.query),
  )

  app.get('/coupons/admin/stats', async () => ({ stats: await couponStats(db) }))

  app.post(
    '/coupons/admin/create',
    { schema: { body: CouponCreateSchema } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Coupon created successfully!',
        coupon: await createCoupon(db, request.body),
      }),
  )

  app.put(
    '/coupons/admin/:id',
    { schema: { params: IdParamsSchema, body: CouponUpdateSchema } },
    async (request) => ({
      message: 'Coupon updated successfully!',
      coupon: await updateCoupon(db, request.params.id, request.body),
    }),
  )

  app.delete('/coupons/admin/:id', { schema: { params: IdParamsSchema } }, async (request) => {
    await deleteCoupon(db, request.params.id)
    return { message: 'Coupon deleted successfully!' }
  })
}

export default coupons
