// One customer in the admin's list: who, how to reach them, their tier, orders and spend; the
// whole summary is the button that opens their page.
import type { CustomerSummary } from '#domain/customer.ts'
import { formatApiRupees } from '#domain/money.ts'
import { countOf, formatDate } from '#web/lib/format.ts'

export function CustomerSummaryButton({
  customer,
  onOpen,
}: {
  customer: CustomerSummary
  onOpen(): void
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid w-full min-w-0 gap-2 p-4 text-left hover:bg-slate-50 sm:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_8rem] sm:items-center"
    >
      <span className="text-sm text-slate-600">
        <span className="block font-semibold text-slate-900">{customer.name}</span>
        <span className="block break-all">{customer.email}</span>
        {customer.phone && <span className="block">{customer.phone}</span>}
      </span>
      <span className="text-sm text-slate-600">
        <span className="block">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {customer.tier}
          </span>{' '}
          {countOf(customer.orders, 'order')}
        </span>
        {customer.firstOrderAt && customer.lastOrderAt && (
          <span className="block">
            {customer.orders > 1
              ? `${formatDate(customer.firstOrderAt)} to ${formatDate(customer.lastOrderAt)}`
              : formatDate(customer.lastOrderAt)}
          </span>
        )}
      </span>
      <span className="text-lg font-bold text-slate-900 sm:text-right">
        {formatApiRupees(customer.totalSpent)}
      </span>
    </button>
  )
}
