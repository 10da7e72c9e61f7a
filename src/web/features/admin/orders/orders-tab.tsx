import { useState } from 'react'
import { formatApiRupees } from '#domain/money.ts'
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_ISSUE_LABELS,
  paymentStatusLabel,
} from '#domain/order/status.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import {
  ORDER_STATUS_STYLES,
  paymentStatusStyle,
} from '#web/components/order/order-status-styles.ts'
import { countOf, formatDate } from '#web/lib/format.ts'
import { ListBody } from '../shared/list-body.tsx'
import { FilterBar, FilterSelect } from '../shared/filter-bar.tsx'
import { useAdminList } from '../shared/use-admin-list.ts'
import { OrderDetails } from './order-details.tsx'

const STATUS_OPTIONS = [
  { value: '', label: 'All Status' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
]

export function OrdersTab() {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('')
  const list = useAdminList<ApiOrder, 'orders'>('/orders/admin/all', 'orders', { search, status })
  const [openId, setOpenId] = useState<string | null>(null)
  const open = list.items.find((o) => o._id === openId)

  return (
    <section aria-labelledby="orders-heading">
      <div className="mb-5 flex items-baseline gap-3">
        <h2 id="orders-heading" className="text-2xl font-bold text-slate-900">
          Order Management
        </h2>
        <span className="text-sm text-slate-500">{countOf(list.total, 'order')}</span>
      </div>
      <FilterBar search={search} onSearch={setSearch} placeholder="Search orders...">
        <FilterSelect
          label="Filter by status"
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
        />
      </FilterBar>
      <ListBody
        loading={list.loading}
        loadingText="Loading orders..."
        empty={list.items.length === 0}
        emptyTitle="No Orders Found"
      >
        {/* Every row sizes its columns alike (no column by its content), so they line up. */}
        <ul className="space-y-3">
          {list.items.map((order) => (
            <li
              key={order._id}
              aria-label={`Order ${order.orderNumber}`}
              className="rounded-2xl border border-slate-200 bg-white"
            >
              <button
                type="button"
                onClick={() => setOpenId(order._id)}
                className="grid w-full gap-2 p-4 text-left hover:bg-slate-50 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1.5fr)_minmax(0,1fr)_8rem] sm:items-center"
              >
                <span>
                  <span className="block font-semibold text-slate-900">{order.orderNumber}</span>
                  <span className="mt-1 flex flex-wrap gap-1.5 text-xs font-medium">
                    <span
                      className={`rounded-full px-2 py-0.5 ${ORDER_STATUS_STYLES[order.status]}`}
                    >
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
                  {order.trackingNumber && (
                    <span className="block">Tracking: {order.trackingNumber}</span>
                  )}
                </span>
                <span className="text-lg font-bold text-slate-900 sm:text-right">
                  {formatApiRupees(order.totalAmount)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </ListBody>
      {open && (
        <OrderDetails
          order={open}
          onClose={() => setOpenId(null)}
          onUpdated={(updated) =>
            list.setItems((items) => items.map((o) => (o._id === updated._id ? updated : o)))
          }
        />
      )}
    </section>
  )
}
