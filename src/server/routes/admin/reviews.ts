import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminReviewListResponseSchema, AdminReviewsQuerySchema } from '#domain/review.ts'
import { adminReviews } from '../../services/admin/reviews.ts'

const reviews: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reviews',
    {
      schema: {
        querystring: AdminReviewsQuerySchema,
        response: { 200: AdminReviewListResponseSchema },
      },
    },
    (request) => adminReviews(app.database.db, request.query),
  )
}

export default reviews
