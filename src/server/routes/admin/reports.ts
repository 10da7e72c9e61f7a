// The shop's GST return and registers for a month or quarter: GSTR-1 as the offline tool's JSON,
// each of its tables as CSV, and the invoice register.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Gstr1Schema } from '#domain/reports/gstr1.ts'
import { GSTR1_TABLE_NAMES, type Gstr1Table, SalesReportSchema } from '#domain/reports/reports.ts'
import { readReturnPeriod, ReturnPeriodQuerySchema } from '#domain/reports/return-period.ts'
import { badRequest } from '../../lib/http-error.ts'
import {
  gstr1Report,
  gstr1TableCsv,
  invoiceRegisterCsv,
  salesReport,
} from '../../services/admin/reports.ts'

const csv = { untypedAnswer: 'csv' as const }
const TABLE_FILES = GSTR1_TABLE_NAMES.map((table) => `${table}.csv`) as [string, ...string[]]

const periodOf = (label: string) => {
  const period = readReturnPeriod(label)
  if (!period) throw badRequest('Period must be a month (2026-11) or a quarter (2026-Q3)')
  return period
}
const attachment = (name: string) => `attachment; filename="${name}"`

const reports: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/admin/reports/gstr1',
    { schema: { querystring: ReturnPeriodQuerySchema, response: { 200: Gstr1Schema } } },
    async (request, reply) => {
      const gstr1 = await gstr1Report(db, periodOf(request.query.period))
      reply
        .header('content-disposition', attachment(`GSTR1_${gstr1.gstin}_${gstr1.fp}.json`))
        .header('cache-control', 'private, no-store')
      return gstr1
    },
  )

  app.get(
    '/admin/reports/gstr1/:table',
    {
      schema: {
        params: z.object({
          table: z.enum(TABLE_FILES, { error: `Table must be one of ${TABLE_FILES.join(', ')}` }),
        }),
        querystring: ReturnPeriodQuerySchema,
      },
      config: csv,
    },
    async (request, reply) => {
      const period = periodOf(request.query.period)
      const table = request.params.table.replace(/\.csv$/, '') as Gstr1Table
      const gstr1 = await gstr1Report(db, period)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`gstr1-${table}-${period.label}.csv`))
        .header('cache-control', 'private, no-store')
        .send(gstr1TableCsv(gstr1, table))
    },
  )

  app.get(
    '/admin/reports/sales',
    { schema: { querystring: ReturnPeriodQuerySchema, response: { 200: SalesReportSchema } } },
    (request) => salesReport(db, periodOf(request.query.period)),
  )

  app.get(
    '/admin/reports/invoice-register.csv',
    { schema: { querystring: ReturnPeriodQuerySchema }, config: csv },
    async (request, reply) => {
      const period = periodOf(request.query.period)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`invoice-register-${period.label}.csv`))
        .header('cache-control', 'private, no-store')
        .send(await invoiceRegisterCsv(db, period))
    },
  )
}

export default reports
