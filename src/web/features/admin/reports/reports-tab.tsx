// The shop's books for a month or quarter: GSTR-1 to file (the offline tool's JSON), each of its
// tables and the invoice register as CSV for the accountant.
import { useState } from 'react'
import { istDate } from '#domain/business-days.ts'
import { GSTR1_TABLE_NAMES, GSTR1_TABLES } from '#domain/reports/reports.ts'
import { recentPeriods } from '#domain/reports/return-period.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { DownloadLink } from '../shared/export-link.tsx'
import { FilterSelect } from '../shared/filter-bar.tsx'
import { Gstr1Summary } from './gstr1-summary.tsx'
import { fetchGstr1, fetchSales } from './reports-api.ts'
import { SalesCharts } from './sales-charts.tsx'

export function ReportsTab() {
  const periods = recentPeriods(istDate(new Date()))
  const [period, setPeriod] = useState(periods[0]?.value ?? '')
  const gstr1 = useApiQuery(`gstr1 ${period}`, (signal) => fetchGstr1(period, signal), {
    what: 'the GSTR-1',
    keepPrevious: false,
  })
  const sales = useApiQuery(`sales ${period}`, (signal) => fetchSales(period, signal), {
    what: 'the sales',
    keepPrevious: false,
  })
  const query = `?period=${encodeURIComponent(period)}`

  return (
    <section aria-labelledby="reports-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-heading" className="text-2xl font-bold text-slate-900">
          Reports
        </h2>
        <FilterSelect label="Period" value={period} onChange={setPeriod} options={periods} />
      </div>
      {sales.data ? (
        <SalesCharts sales={sales.data} />
      ) : sales.error ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the sales for this period.
        </p>
      ) : (
        <Spinner label="Loading the sales..." />
      )}
      <section aria-labelledby="gstr1-heading" className="space-y-3">
        <h3 id="gstr1-heading" className="text-lg font-semibold text-slate-900">
          GSTR-1
        </h3>
        <p className="text-sm text-slate-600">
          From the invoices and credit notes issued in the period, as they were issued. Upload the
          JSON in the GST portal&rsquo;s offline tool, or read each table as CSV.
        </p>
        <div className="flex flex-wrap gap-2">
          <DownloadLink href={`/api/admin/reports/gstr1${query}`}>GSTR-1 JSON</DownloadLink>
          {GSTR1_TABLE_NAMES.map((table) => (
            <DownloadLink key={table} href={`/api/admin/reports/gstr1/${table}.csv${query}`}>
              {`${GSTR1_TABLES[table].title} CSV`}
            </DownloadLink>
          ))}
        </div>
        {gstr1.data ? (
          <Gstr1Summary gstr1={gstr1.data} />
        ) : gstr1.error ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load the GSTR-1 for this period.
          </p>
        ) : (
          <Spinner label="Loading the GSTR-1..." />
        )}
      </section>
      <section aria-labelledby="register-heading" className="space-y-3">
        <h3 id="register-heading" className="text-lg font-semibold text-slate-900">
          Invoice register
        </h3>
        <p className="text-sm text-slate-600">
          Every invoice and credit note of the period with its taxable value and tax.
        </p>
        <DownloadLink href={`/api/admin/reports/invoice-register.csv${query}`}>
          Invoice register CSV
        </DownloadLink>
      </section>
    </section>
  )
}
