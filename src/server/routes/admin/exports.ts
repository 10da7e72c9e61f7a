// The admin's CSV downloads: orders with the list's filters, products a line per variant, and
// customers with the list's search and order.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply } from 'fastify'
import { istDate } from '#domain/business-days.ts'
import { CustomersExportQuerySchema } from '#domain/customer.ts'
import { exportFileName } from '#domain/exports.ts'
import { OrderFiltersSchema } from '#domain/order/staff.ts'
import { customersCsv, ordersCsv, productsCsv } from '../../services/admin/exports.ts'

const csv = { untypedAnswer: 'csv' as const }

function sendCsv(reply: FastifyReply, what: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${exportFileName(what, istDate(new Date()))}"`,
    )
    .header('cache-control', 'private, no-store')
    .send(body)
}

const csvExports: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/admin/exports/orders.csv',
    { schema: { querystring: OrderFiltersSchema }, config: csv },
    async (request, reply) => sendCsv(reply, 'orders', await ordersCsv(db, request.query)),
  )

  app.get('/admin/exports/products.csv', { config: csv }, async (_request, reply) =>
    sendCsv(reply, 'products', await productsCsv(db)),
  )

  app.get(
    '/admin/exports/customers.csv',
    { schema: { querystring: CustomersExportQuerySchema }, config: csv },
    async (request, reply) => sendCsv(reply, 'customers', await customersCsv(db, request.query)),
  )
}

export default csvExports
