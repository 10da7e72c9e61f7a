// One order in the admin's list: its number and statuses, the customer, when and what, and the
// total; the whole summary is the button that opens the order.
import { formatApiRupees } from '#domain/money.ts'
import {
  ORDER_STATUS_LABELS,
  PAYMENT_ISSUE_LABELS,
  paymentStatusLabel,
} from '#domain/order/status.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import {
  ORDER_STATUS_STYLES,
  paymentStatusStyle,
} from '#web/components/order/order-status-styles.ts'
import { countOf, formatDate } from '#web/lib/format.ts'

export function OrderSummaryButton({ order, onOpen }: { order: ApiOrder; onOpen(): void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid w-full min-w-0 gap-2 p-4 text-left hover:bg-slate-50 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1.5fr)_minmax(0,1fr)_8rem] sm:items-center"
    >
      <span>
        <span className="block font-semibold text-slate-900">{order.orderNumber}</span>
        <span className="mt-1 flex flex-wrap gap-1.5 text-xs font-medium">
          <span className={`rounded-full px-2 py-0.5 ${ORDER_STATUS_STYLES[order.status]}`}>
            {ORDER_STATUS_LABELS[order.status]}
          </span>
          <span className={`rounded-full px-2 py-0.5 ${paymentStatusStyle(order)}`}>
            Payment: {paymentStatusLabel(order)}
          </span>
          {order.paymentIssue && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-800">
              {PAYMENT_ISSUE_LABELS[order.paymentIssue]}
            </span>
          )}
        </span>
      </span>
      <span className="text-sm text-slate-600">
        <span className="block font-medium text-slate-800">{order.user?.name}</span>
        <span className="block break-all">{order.user?.email}</span>
        <span className="block">{order.shippingAddress.phone}</span>
      </span>
      <span className="text-sm text-slate-600">
        <span className="block">{formatDate(order.createdAt)}</span>
        <span className="block">
          {countOf(
            order.items.reduce((n, i) => n + i.quantity, 0),
            'item',
          )}
        </span>
        {order.trackingNumber && <span className="block">Tracking: {order.trackingNumber}</span>}
      </span>
      <span className="text-lg font-bold text-slate-900 sm:text-right">
        {formatApiRupees(order.totalAmount)}
      </span>
    </button>
  )
}
