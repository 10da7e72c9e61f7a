import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '#domain/order/status.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import { countOf } from '#web/lib/format.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { ListBody } from '../shared/list-body.tsx'
import { FilterBar, FilterSelect } from '../shared/filter-bar.tsx'
import { useAdminList } from '../shared/use-admin-list.ts'
import { OrderDetails } from './order-details.tsx'
import { OrderSummaryButton } from './order-row.tsx'
import { fetchShippingInfo } from './orders-api.ts'
import { ToShipList } from './to-ship-list.tsx'

const STATUS_OPTIONS = [
  { value: '', label: 'All Status' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
]

type View = 'all' | 'to_ship'
const VIEWS: { view: View; label: string }[] = [
  { view: 'all', label: 'All orders' },
  { view: 'to_ship', label: 'To ship' },
]

export function OrdersTab() {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('')
  // The view is in the address (`?tab=orders&view=to_ship`), so staff can keep a link to it.
  const [params, setParams] = useSearchParams()
  const view: View = params.get('view') === 'to_ship' ? 'to_ship' : 'all'
  const setView = (next: View) =>
    setParams(
      (now) => {
        const changed = new URLSearchParams(now)
        if (next === 'all') changed.delete('view')
        else changed.set('view', next)
        return changed
      },
      { replace: true },
    )
  // Each view keeps its own list, so a switch never shows the other view's orders meanwhile.
  const all = useAdminList<ApiOrder, 'orders'>(
    '/orders/admin/all',
    'orders',
    { search, status },
    { enabled: view === 'all' },
  )
  const toShip = useAdminList<ApiOrder, 'orders'>(
    '/orders/admin/all',
    'orders',
    { search, view: 'to_ship' },
    { enabled: view === 'to_ship' },
  )
  const list = view === 'to_ship' ? toShip : all
  const shipping = useApiQuery('/orders/admin/shipping', fetchShippingInfo, { what: 'shipping' })
  const courier = shipping.data?.courier ?? null
  // The open order is kept apart from the list, so it stays open when it leaves the list.
  const [open, setOpen] = useState<ApiOrder | null>(null)
  const changed = useRef(false)

  const onUpdated = (updated: ApiOrder) => {
    changed.current = true
    setOpen(updated)
    list.setItems((items) => items.map((o) => (o._id === updated._id ? updated : o)))
  }
  const onClose = () => {
    setOpen(null)
    // An order shipped from the To ship list leaves it.
    if (changed.current && view === 'to_ship') list.reload()
    changed.current = false
  }

  return (
    <section aria-labelledby="orders-heading">
      <div className="mb-5 flex items-baseline gap-3">
        <h2 id="orders-heading" className="text-2xl font-bold text-slate-900">
          Order Management
        </h2>
        <span className="text-sm text-slate-500">
          {countOf(list.total, 'order')}
          {view === 'to_ship' && ' to ship'}
        </span>
      </div>
      <FilterBar search={search} onSearch={setSearch} placeholder="Search orders...">
        <div
          role="group"
          aria-label="Orders view"
          className="grid grid-cols-2 rounded-lg border border-slate-300 bg-white p-1"
        >
          {VIEWS.map((option) => (
            <button
              key={option.view}
              type="button"
              aria-pressed={view === option.view}
              onClick={() => setView(option.view)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
                view === option.view
                  ? 'bg-brand-600 text-white'
                  : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>
        {view === 'all' && (
          <FilterSelect
            label="Filter by status"
            value={status}
            onChange={setStatus}
            options={STATUS_OPTIONS}
          />
        )}
      </FilterBar>
      {view === 'to_ship' ? (
        <ToShipList
          orders={list.items}
          loading={list.loading}
          courier={courier}
          onOpen={setOpen}
          onShipped={list.reload}
        />
      ) : (
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
                <OrderSummaryButton order={order} onOpen={() => setOpen(order)} />
              </li>
            ))}
          </ul>
        </ListBody>
      )}
      {open && (
        <OrderDetails order={open} courier={courier} onClose={onClose} onUpdated={onUpdated} />
      )}
    </section>
  )
}
