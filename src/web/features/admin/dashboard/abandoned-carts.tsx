import { MailCheck, ShoppingCart, Undo2 } from 'lucide-react'
import { useId, useState } from 'react'
import { formatApiRupees } from '#domain/money.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { StatCard } from '../shared/stat-card.tsx'
import { formatCount } from './chart-format.ts'
import { fetchAbandonedCarts } from './dashboard-api.ts'

const PERIODS = [7, 30, 90] as const

/**
 * Carts left behind over a period: online checkouts never paid, the carts recalled to shoppers
 * who agreed to reminders, and how many of those came back and bought within a week.
 */
export function AbandonedCarts() {
  const id = useId()
  const [days, setDays] = useState<number>(30)
  const { data, error } = useApiQuery(
    `/admin/abandoned-carts?days=${days}`,
    (signal) => fetchAbandonedCarts(days, signal),
    { what: 'abandoned carts' },
  )
  const share =
    data && data.reminded.count > 0
      ? `${Math.round((data.cameBack.count / data.reminded.count) * 100)}% of those reminded`
      : 'Of those reminded'
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="text-lg font-semibold text-slate-900">
          Abandoned carts
        </h3>
        <label className="text-sm text-slate-600">
          Over the last{' '}
          <select
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-slate-900"
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {period} days
              </option>
            ))}
          </select>
        </label>
      </div>
      {error !== undefined && <p className="text-sm text-red-700">Could not load the figures</p>}
      {data && (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            label="Abandoned checkouts"
            value={formatCount(data.checkouts.count)}
            icon={ShoppingCart}
            tone="bg-amber-50 text-amber-700"
            note={`${formatApiRupees(data.checkouts.value)} never paid online`}
          />
          <StatCard
            label="Carts reminded"
            value={formatCount(data.reminded.count)}
            icon={MailCheck}
            note={`${formatApiRupees(data.reminded.value)} in carts, by consent only`}
          />
          <StatCard
            label="Came back"
            value={formatCount(data.cameBack.count)}
            icon={Undo2}
            tone="bg-green-50 text-green-700"
            note={`${share}: ${formatApiRupees(data.cameBack.value)} ordered within a week`}
          />
        </div>
      )}
    </section>
  )
}
