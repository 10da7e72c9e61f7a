import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import {
  StockMovementsQuerySchema,
  StockMovementsResponseSchema,
  VariantStockResponseSchema,
} from '#domain/product/admin-variants.ts'
import { StockAdjustmentSchema } from '#domain/product/stock.ts'
import { requireAdmin } from '../../plugins/session.ts'
import { adjustStock, stockHistory } from '../../services/admin/variant-stock.ts'
import { tellWaitingShoppersNow } from '../../services/stock-alerts.ts'

const variants: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/admin/variants/:id/stock',
    {
      schema: {
        params: IdParamsSchema,
        body: StockAdjustmentSchema,
        response: { 200: VariantStockResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params
      const variant = await adjustStock(db, id, request.body, requireAdmin(request).id)
      if (request.body.delta > 0) await tellWaitingShoppersNow(request.shop, [id])
      return { variant }
    },
  )

  app.get(
    '/admin/variants/:id/movements',
    {
      schema: {
        params: IdParamsSchema,
        querystring: StockMovementsQuerySchema,
        response: { 200: StockMovementsResponseSchema },
      },
    },
    (request) => stockHistory(db, request.params.id, request.query),
  )
}

export default variants
