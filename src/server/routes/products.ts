import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { singleLineText } from '#domain/text.ts'
import { PRODUCT_NOT_FOUND } from '#domain/product/catalogue.ts'
import { GalleryCategoryParamsSchema, GalleryImagesResponseSchema } from '#domain/gallery.ts'
import { ProductListQuerySchema } from '#domain/product/catalogue-query.ts'
import { ProductDetailResponseSchema, ProductListResponseSchema } from '#domain/product/product.ts'
import { notFound } from '../lib/http-error.ts'
import {
  approvedReviews,
  findProduct,
  galleryFor,
  listProducts,
  toApiProductWithVariants,
} from '../services/catalogue.ts'

const products: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request) => {
      const includeOutOfStock = request.query.stock === 'all' && request.user?.isAdmin === true
      return listProducts(app.database.db, request.query, includeOutOfStock)
    },
  )

  app.get(
    '/products/:id',
    {
      schema: {
        params: z.object({ id: singleLineText('Product id').max(64) }),
        response: { 200: ProductDetailResponseSchema },
      },
    },
    async (request) => {
      const product = await findProduct(app.database.db, request.params.id)
      if (!product) throw notFound(PRODUCT_NOT_FOUND)
      return {
        product: await toApiProductWithVariants(app.database.db, product),
        reviews: await approvedReviews(app.database.db, product.id),
      }
    },
  )

  app.get(
    '/gallery/category/:category',
    {
      schema: {
        params: GalleryCategoryParamsSchema,
        response: { 200: GalleryImagesResponseSchema },
      },
    },
    async (request) => ({ images: await galleryFor(app.database.db, request.params.category) }),
  )
}

export default products
