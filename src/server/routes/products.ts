import { asJson } from '../plugins/catalogue-cache.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { singleLineText } from '#domain/text.ts'
import { IdParamsSchema, MessageResponseSchema } from '#domain/api-shapes.ts'
import { StockAlertRequestSchema } from '#domain/product/stock-alert.ts'
import { PRODUCT_NOT_FOUND } from '#domain/product/catalogue.ts'
import { GalleryCategoryParamsSchema, GalleryImagesResponseSchema } from '#domain/gallery.ts'
import { ProductListQuerySchema } from '#domain/product/catalogue-query.ts'
import {
  ProductBrandsResponseSchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
} from '#domain/product/product.ts'
import { notFound } from '../lib/http-error.ts'
import { perIp } from '../plugins/rate-limits.ts'
import { askForStockAlert } from '../services/stock-alerts.ts'
import { loadSearchLexicon } from '../services/catalogue-search.ts'
import {
  approvedReviews,
  findProduct,
  galleryFor,
  listBrands,
  listProducts,
  toApiProductDetail,
} from '../services/catalogue.ts'

const products: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.get(
    '/products',
    {
      schema: {
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    (request, reply) => {
      // Staff's list with sold-out products is theirs alone; everyone else's is the same answer.
      if (request.query.stock === 'all' && request.user?.isAdmin === true) {
        return listProducts(db, request.query, true)
      }
      app.catalogueCache.respond(
        request,
        reply,
        `products?${JSON.stringify({ ...request.query, stock: undefined })}`,
        asJson(ProductListResponseSchema, () =>
          listProducts(db, request.query, false, app.catalogueCache.matches, () =>
            app.catalogueCache.value('search-lexicon', () => loadSearchLexicon(db)),
          ),
        ),
      )
      return undefined
    },
  )

  app.get(
    '/products/brands',
    { schema: { response: { 200: ProductBrandsResponseSchema } } },
    (request, reply) =>
      app.catalogueCache.respond(
        request,
        reply,
        'brands',
        asJson(ProductBrandsResponseSchema, async () => ({ brands: await listBrands(db) })),
      ),
  )

  app.get(
    '/products/:id',
    {
      schema: {
        params: z.object({ id: singleLineText('Product id').max(100) }),
        response: { 200: ProductDetailResponseSchema },
      },
    },
    (request, reply) =>
      app.catalogueCache.respond(
        request,
        reply,
        `product:${request.params.id}`,
        asJson(ProductDetailResponseSchema, async () => {
          const product = await findProduct(db, request.params.id)
          if (!product) throw notFound(PRODUCT_NOT_FOUND)
          return {
            product: await toApiProductDetail(db, product),
            reviews: await approvedReviews(db, product.id),
          }
        }),
      ),
  )

  app.post(
    '/products/:id/notify',
    {
      config: perIp(20),
      schema: {
        params: IdParamsSchema,
        body: StockAlertRequestSchema,
        response: { 200: MessageResponseSchema, 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, message } = await askForStockAlert(
        db,
        request.params.id,
        request.body,
        request.user,
      )
      return reply.status(created ? 201 : 200).send({ message })
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
    (request, reply) =>
      app.catalogueCache.respond(
        request,
        reply,
        `gallery:${request.params.category}`,
        asJson(GalleryImagesResponseSchema, async () => ({
          images: await galleryFor(db, request.params.category),
        })),
      ),
  )
}

export default products
