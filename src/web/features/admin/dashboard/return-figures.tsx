import { PackageOpen, Undo2 } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import type { AdminDashboard } from '#domain/admin-dashboard.ts'
import { RETURN_REASON_LABELS } from '#domain/order/refund-policy.ts'
import { countOf } from '#web/lib/format.ts'
import { StatCard } from '../shared/stat-card.tsx'
import { formatCount } from './chart-format.ts'

const RETURNS_VIEW = '/admin?tab=orders&view=returns'

/**
 * Returns: how many wait on staff (with the way to them), and of the units delivered, how many
 * shoppers asked back, overall and for each reason.
 */
export function ReturnFigures({ returns }: { returns: AdminDashboard['returns'] }) {
  const id = useId()
  const highest = Math.max(...returns.byReason.map((row) => row.rate), 0)
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        Returns
      </h3>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <StatCard
              label="Open returns"
              value={formatCount(returns.open)}
              icon={PackageOpen}
              tone={returns.open > 0 ? 'bg-amber-50 text-amber-700' : 'bg-green-50 text-green-700'}
              note="Asked for, approved or picked up"
            />
            <StatCard
              label="Return rate"
              value={`${returns.rate}%`}
              icon={Undo2}
              note="Units asked back of those delivered, rejected returns aside"
            />
          </div>
          <Link
            to={RETURNS_VIEW}
            className="inline-block font-medium text-brand-700 underline hover:text-brand-800"
          >
            {returns.open > 0
              ? `Act on the ${countOf(returns.open, 'open return')}`
              : 'See returns'}
          </Link>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <h4 className="font-semibold text-slate-900">Return rate by reason</h4>
          <p className="text-sm text-slate-500">Units asked back per 100 delivered</p>
          <ul className="mt-4 space-y-3 text-sm">
            {returns.byReason.map((row) => (
              <li key={row.reason}>
                <div className="flex flex-wrap justify-between gap-x-3">
                  <span className="text-slate-800">{RETURN_REASON_LABELS[row.reason]}</span>
                  <span className="font-medium text-slate-900 tabular-nums">
                    {row.rate}%{' '}
                    <span className="font-normal text-slate-500">
                      ({countOf(row.returns, 'return')})
                    </span>
                  </span>
                </div>
                <div aria-hidden className="mt-1 h-2 rounded-full bg-slate-100">
                  <div
                    className="h-2 rounded-full bg-brand-600"
                    style={{ width: highest > 0 ? `${(row.rate / highest) * 100}%` : 0 }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
