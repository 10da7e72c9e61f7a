import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminReviewsQuerySchema } from '#domain/schemas/admin.ts'
import { adminReviews } from '../../services/admin/reviews.ts'

const reviews: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/reviews', { schema: { querystring: AdminReviewsQuerySchema } }, (request) =>
    adminReviews(app.database.db, request.query),
  )
}

export default reviews
