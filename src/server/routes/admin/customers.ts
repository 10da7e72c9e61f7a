import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import {
  AdminCustomersQuerySchema,
  CustomerListResponseSchema,
  CustomerPageResponseSchema,
} from '#domain/customer.ts'
import { adminCustomers, customerPage } from '../../services/admin/customers.ts'

const customers: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/admin/customers',
    {
      schema: {
        querystring: AdminCustomersQuerySchema,
        response: { 200: CustomerListResponseSchema },
      },
    },
    (request) => adminCustomers(db, request.query),
  )

  app.get(
    '/admin/customers/:id',
    { schema: { params: IdParamsSchema, response: { 200: CustomerPageResponseSchema } } },
    (request) => customerPage(db, request.params.id),
  )
}

export default customers
