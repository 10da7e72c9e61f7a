import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import {
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  AdminProductsQuerySchema,
  ProductFormSchema,
  UploadedImageResponseSchema,
} from '#domain/product/admin-products.ts'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import { badRequest } from '../../lib/http-error.ts'
import { requireAdmin } from '../../plugins/session.ts'
import { tellWaitingShoppersNow } from '../../services/stock-alerts.ts'
import {
  adminProducts,
  createProduct,
  deleteProduct,
  updateProduct,
} from '../../services/admin/products.ts'
import { storeImage } from '../../services/uploads.ts'

const products: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/admin/products',
    {
      schema: {
        querystring: AdminProductsQuerySchema,
        response: { 200: AdminProductListResponseSchema },
      },
    },
    (request) => adminProducts(db, request.query),
  )

  app.post(
    '/admin/products',
    { schema: { body: ProductFormSchema, response: { 201: AdminProductResponseSchema } } },
    async (request, reply) => {
      const product = await createProduct(db, request.body, requireAdmin(request).id)
      return reply.status(201).send({ product })
    },
  )

  app.put(
    '/admin/products/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: ProductFormSchema,
        response: { 200: AdminProductResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params
      const product = await updateProduct(db, id, request.body, requireAdmin(request).id)
      await tellWaitingShoppersNow(
        request.shop,
        product.variants.map((variant) => variant.id),
      )
      return { product }
    },
  )

  app.delete(
    '/admin/products/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deleteProduct(db, request.params.id)
      return { message: 'Product deleted' }
    },
  )

  app.post(
    '/admin/upload-image',
    { schema: { response: { 201: UploadedImageResponseSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the image as multipart form data')
      const file = await request.file()
      if (!file || file.fieldname !== 'image') throw badRequest('Please choose an image to upload')
      const imageUrl = await storeImage(app.config.dataDir, 'products', await file.toBuffer())
      return reply.status(201).send({ imageUrl })
    },
  )
}

export default products
