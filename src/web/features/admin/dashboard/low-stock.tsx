import { PackageX } from 'lucide-react'
import { useId } from 'react'
import type { LowStock as LowStockFigures } from '#domain/product/admin-variants.ts'
import { StatCard } from '../shared/stat-card.tsx'
import { formatCount } from './chart-format.ts'

const COLUMNS = ['Product', 'Variant', 'SKU', 'Available', 'Low at']

/** Counted variants at or below their threshold: how many, and the lowest, sold out first. */
export function LowStock({ lowStock }: { lowStock: LowStockFigures }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        Low Stock
      </h3>
      <StatCard
        label="Variants low or sold out"
        value={formatCount(lowStock.count)}
        icon={PackageX}
        tone={lowStock.count > 0 ? 'bg-amber-50 text-amber-700' : 'bg-green-50 text-green-700'}
      />
      {lowStock.variants.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {lowStock.variants.map((variant) => (
                <tr key={variant.variantId}>
                  <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                    {variant.productName}
                  </th>
                  <td className="px-4 py-2 text-slate-700">{variant.label || 'Default'}</td>
                  <td className="px-4 py-2 font-mono text-xs text-slate-700">{variant.sku}</td>
                  <td
                    className={`px-4 py-2 font-semibold tabular-nums ${variant.available === 0 ? 'text-red-700' : 'text-amber-700'}`}
                  >
                    {variant.available === 0 ? 'Sold out' : variant.available}
                  </td>
                  <td className="px-4 py-2 tabular-nums text-slate-700">{variant.threshold}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
