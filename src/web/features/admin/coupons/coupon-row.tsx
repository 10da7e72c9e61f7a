import { Pencil, Trash2 } from 'lucide-react'
import { couponRuleLabels } from '#domain/coupon/labels.ts'
import type { ApiCoupon } from '#domain/coupon/responses.ts'
import { formatDate } from '#web/lib/format.ts'
import { adminRupees } from '../shared/admin-rupees.ts'
import { discountLabel, STATUS_LABELS, TYPE_LABELS, usageLabel } from './coupon-labels.ts'
import { ActiveToggle, ROW_ACTION } from '../shared/row-actions.tsx'

interface CouponRowProps {
  coupon: ApiCoupon
  onToggle(): void
  onEdit(): void
  onDelete(): void
}

export function CouponRow({ coupon, onToggle, onEdit, onDelete }: CouponRowProps) {
  const { code, isActive } = coupon
  const rules = couponRuleLabels(coupon)
  return (
    <li
      aria-label={`Coupon ${code}`}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:col-span-3 lg:grid-cols-subgrid lg:items-center"
    >
      <div>
        <p className="font-mono text-lg font-bold tracking-wide text-slate-900">{code}</p>
        <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-medium">
          <span
            className={`rounded-full px-2 py-0.5 ${isActive ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
          >
            {STATUS_LABELS[isActive ? 'active' : 'inactive']}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 ${coupon.type === 'flat' ? 'bg-blue-100 text-blue-800' : 'bg-purple-100 text-purple-800'}`}
          >
            {TYPE_LABELS[coupon.type]}
          </span>
          {coupon.showInCart && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
              Offered in cart
            </span>
          )}
        </p>
        {coupon.description && <p className="mt-2 text-sm text-slate-600">{coupon.description}</p>}
        {rules.length > 0 && <p className="mt-1 text-xs text-slate-600">{rules.join(' · ')}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4 lg:grid-cols-2">
        <Detail term="Discount" value={discountLabel(coupon)} strong />
        <Detail term="Min cart" value={adminRupees(coupon.minCartValue)} />
        <Detail term="Used" value={usageLabel(coupon)} />
        <Detail term="Created" value={formatDate(coupon.createdAt)} />
      </dl>
      <div className="flex flex-wrap gap-1.5 lg:justify-end">
        <ActiveToggle active={isActive} what={`coupon ${code}`} onToggle={onToggle} />
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit coupon ${code}`}
          className={`${ROW_ACTION} border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          <Pencil aria-hidden className="h-4 w-4" /> Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete coupon ${code}`}
          className={`${ROW_ACTION} border-red-200 text-red-700 hover:bg-red-50`}
        >
          <Trash2 aria-hidden className="h-4 w-4" /> Delete
        </button>
      </div>
    </li>
  )
}

function Detail({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-slate-500">{term}</dt>
      <dd className={strong ? 'font-semibold text-slate-900' : 'text-slate-800'}>{value}</dd>
    </div>
  )
}
