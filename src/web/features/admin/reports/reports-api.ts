// The reports tab's call: the period's GSTR-1, whose tables it sums on screen.
import type { Gstr1 } from '#domain/reports/gstr1.ts'
import type { SalesReport } from '#domain/reports/reports.ts'
import { api } from '#web/lib/api-client.ts'

export const fetchGstr1 = (period: string, signal: AbortSignal) =>
  api<Gstr1>('/admin/reports/gstr1', { query: { period }, signal })

export const fetchSales = (period: string, signal: AbortSignal) =>
  api<SalesReport>('/admin/reports/sales', { query: { period }, signal })
