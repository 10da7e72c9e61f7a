import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { singleLineText } from '#domain/text.ts'
import { PRODUCT_NOT_FOUND } from '#domain/product/catalogue.ts'
import { REVIEW_SUBMITTED, ReviewSchema, ReviewSubmittedResponseSchema } from '#domain/review.ts'
import { notFound } from '../lib/http-error.ts'
import { requireUser } from '../plugins/session.ts'
import { findProduct } from '../services/catalogue.ts'
import { submitReview } from '../services/reviews.ts'

const reviews: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/:id/review',
    {
      schema: {
        params: z.object({ id: singleLineText('Product id').max(100) }),
        body: ReviewSchema,
        response: { 201: ReviewSubmittedResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const product = await findProduct(app.database.db, request.params.id)
      if (!product) throw notFound(PRODUCT_NOT_FOUND)
      const review = await submitReview(app.database.db, user.id, product.id, request.body)
      return reply.status(201).send({
        message: REVIEW_SUBMITTED,
        review: {
          _id: review.id,
          rating: review.rating,
          comment: review.comment,
          status: review.status,
          userName: user.name,
          createdAt: review.createdAt.toISOString(),
        },
      })
    },
  )
}

export default reviews
