import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '#domain/order/status.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import { RETURN_STATUS_LABELS, RETURN_STATUSES } from '#domain/order/returns.ts'
import { countOf } from '#web/lib/format.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { ListBody } from '../shared/list-body.tsx'
import { ExportLink } from '../shared/export-link.tsx'
import { FilterBar, FilterSelect } from '../shared/filter-bar.tsx'
import { useAdminList } from '../shared/use-admin-list.ts'
import { OrderDetails } from './order-details.tsx'
import { ORDER_PARAM } from './order-link.ts'
import { useLinkedDialog, withParam } from '../shared/use-linked-dialog.ts'
import { NO_ORDER_FILTERS, OrderListFiltersBar } from './order-list-filters.tsx'
import { OrderSummaryButton } from './order-row.tsx'
import { fetchOrderByNumber, fetchShippingInfo } from './orders-api.ts'
import { ReturnsList } from './returns-list.tsx'
import type { ReturnFilter } from './returns-api.ts'
import { ToShipList } from './to-ship-list.tsx'

const STATUS_OPTIONS = [
  { value: '', label: 'All Status' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
]
const RETURN_STATE_OPTIONS: { value: ReturnFilter; label: string }[] = [
  { value: 'open', label: 'Open returns' },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
]

type View = 'all' | 'to_ship' | 'returns'
const VIEWS: { view: View; label: string }[] = [
  { view: 'all', label: 'All orders' },
  { view: 'to_ship', label: 'To ship' },
  { view: 'returns', label: 'Returns' },
]
const viewOf = (asked: string | null): View =>
  VIEWS.find((option) => option.view === asked)?.view ?? 'all'

export function OrdersTab() {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('')
  const [filters, setFilters] = useState(NO_ORDER_FILTERS)
  const [returnState, setReturnState] = useState<ReturnFilter>('open')
  // The view is in the address (`?tab=orders&view=to_ship`), so staff can keep a link to it, as
  // is an order whose dialog a link opens (`&order=KV-20261126-0003`).
  const [params, setParams] = useSearchParams()
  const view = viewOf(params.get('view'))
  const [linked, setLinked] = useLinkedDialog(ORDER_PARAM)
  const setView = (next: View) =>
    setParams((now) => withParam(now, 'view', next === 'all' ? null : next), { replace: true })
  // Each view keeps its own list, so a switch never shows the other view's orders meanwhile.
  const all = useAdminList<ApiOrder, 'orders'>(
    '/orders/admin/all',
    'orders',
    { search, status, ...filters },
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
  const linkedOrder = useApiQuery(
    linked ? `order ${linked}` : null,
    (signal) => fetchOrderByNumber(linked ?? '', signal),
    { what: 'the linked order', keepPrevious: false },
  )
  // The open order is kept apart from the list, so it stays open when it leaves the list.
  const [open, setOpen] = useState<ApiOrder | null>(null)
  const shown = open ?? linkedOrder.data ?? null
  const changed = useRef(false)

  const onUpdated = (updated: ApiOrder) => {
    changed.current = true
    setOpen(updated)
    list.setItems((items) => items.map((o) => (o._id === updated._id ? updated : o)))
  }
  const onClose = () => {
    setOpen(null)
    if (linked) setLinked(null)
    // An order shipped from the To ship list leaves it.
    if (changed.current && view === 'to_ship') list.reload()
    changed.current = false
  }

  return (
    <section aria-labelledby="orders-heading">
      <div className="mb-5 flex flex-wrap items-baseline gap-3">
        <h2 id="orders-heading" className="text-2xl font-bold text-slate-900">
          Order Management
        </h2>
        {view !== 'returns' && (
          <span className="text-sm text-slate-500">
            {countOf(list.total, 'order')}
            {view === 'to_ship' && ' to ship'}
          </span>
        )}
        {view !== 'returns' && (
          <span className="ml-auto">
            <ExportLink
              path="orders.csv"
              label="Export orders CSV"
              query={view === 'to_ship' ? { search, view } : { search, status, ...filters }}
            />
          </span>
        )}
      </div>
      <FilterBar
        search={search}
        onSearch={setSearch}
        placeholder={view === 'returns' ? 'Search returns...' : 'Search orders...'}
      >
        <div
          role="group"
          aria-label="Orders view"
          className="grid grid-cols-3 rounded-lg border border-slate-300 bg-white p-1"
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
        {view === 'returns' && (
          <FilterSelect
            label="Filter by return state"
            value={returnState}
            onChange={(value) => setReturnState(value as ReturnFilter)}
            options={RETURN_STATE_OPTIONS}
          />
        )}
      </FilterBar>
      {view === 'all' && <OrderListFiltersBar value={filters} onChange={setFilters} />}
      {view === 'returns' ? (
        <ReturnsList state={returnState} search={search} courier={courier} />
      ) : view === 'to_ship' ? (
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
      {shown && (
        <OrderDetails order={shown} courier={courier} onClose={onClose} onUpdated={onUpdated} />
      )}
    </section>
  )
}
