// What a period's GSTR-1 holds, table by table: how many lines and their taxable value and tax,
// so staff can check the figures before downloading the return.
import type { Gstr1 } from '#domain/reports/gstr1.ts'
import { formatApiRupees } from '#domain/money.ts'

interface Figures {
  rows: number
  txval: number
  tax: number
}

type Taxed = { txval: number; iamt?: number; camt?: number; samt?: number }
const sum = (rows: Taxed[]): Figures => ({
  rows: rows.length,
  txval: rows.reduce((s, r) => s + r.txval, 0),
  tax: rows.reduce((s, r) => s + (r.iamt ?? 0) + (r.camt ?? 0) + (r.samt ?? 0), 0),
})
const items = (docs: { itms: { itm_det: Taxed }[] }[]) => ({
  ...sum(docs.flatMap((d) => d.itms.map((i) => i.itm_det))),
  rows: docs.length,
})

export function Gstr1Summary({ gstr1 }: { gstr1: Gstr1 }) {
  const tables: [string, Figures][] = [
    ['B2B invoices (4A)', items(gstr1.b2b.flatMap((g) => g.inv))],
    ['B2C large invoices (5)', items(gstr1.b2cl.flatMap((g) => g.inv))],
    ['B2C others (7), by state and rate', sum(gstr1.b2cs)],
    ['Credit notes, registered (9B)', items(gstr1.cdnr.flatMap((g) => g.nt))],
    ['Credit notes, unregistered (9B)', items(gstr1.cdnur)],
    ['HSN summary, B2B (12)', sum(gstr1.hsn.hsn_b2b)],
    ['HSN summary, B2C (12)', sum(gstr1.hsn.hsn_b2c)],
  ]
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">GSTR-1 tables for the period</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Table
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Lines
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Taxable value
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Tax
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tables.map(([name, figures]) => (
            <tr key={name}>
              <th scope="row" className="px-4 py-2 font-normal text-slate-800">
                {name}
              </th>
              <td className="px-4 py-2 text-right">{figures.rows}</td>
              <td className="px-4 py-2 text-right">{formatApiRupees(figures.txval)}</td>
              <td className="px-4 py-2 text-right">{formatApiRupees(figures.tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
