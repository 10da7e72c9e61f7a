// The orders waiting for a parcel, oldest first: staff tick some (or all) and ship them in one go.
import { Truck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { ApiOrder } from '#domain/order/responses.ts'
import type { CourierProvider } from '#domain/shipping/shipment.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ListBody } from '../shared/list-body.tsx'
import { COURIER_NAMES } from './courier-names.ts'
import { OrderSummaryButton } from './order-row.tsx'
import { useBulkShip } from './use-bulk-ship.ts'

export function ToShipList({
  orders,
  loading,
  courier,
  onOpen,
  onShipped,
}: {
  orders: ApiOrder[]
  loading: boolean
  courier: CourierProvider | null
  onOpen(order: ApiOrder): void
  /** Some orders were shipped: the list is no longer what it was. */
  onShipped(): void
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const bulk = useBulkShip()
  // Only orders still on the list can be shipped; a reload drops the ones that left it.
  const chosen = orders.filter((order) => selected.has(order._id))
  const allChosen = orders.length > 0 && chosen.length === orders.length
  const selectAll = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !allChosen
  })

  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => {
      const next = new Set(ids)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const shipChosen = async () => {
    const failed = await bulk.shipAll(chosen)
    setSelected(new Set(failed))
    onShipped()
  }

  return (
    <div>
      {courier ? (
        <div className="mb-3 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              ref={selectAll}
              type="checkbox"
              checked={allChosen}
              disabled={bulk.busy || orders.length === 0}
              onChange={(e) =>
                setSelected(new Set(e.target.checked ? orders.map((order) => order._id) : []))
              }
              className="h-4 w-4 accent-brand-600"
            />
            Select all
          </label>
          <p className="text-sm text-slate-600 sm:flex-1">
            {chosen.length} selected · books each parcel with {COURIER_NAMES[courier]}
          </p>
          <Button
            onClick={() => void shipChosen()}
            disabled={chosen.length === 0}
            busy={bulk.busy}
            busyText="Shipping..."
          >
            <Truck aria-hidden className="h-4 w-4" />
            Ship selected
          </Button>
        </div>
      ) : (
        <p className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          No courier is connected: open an order and enter its courier and tracking number.
        </p>
      )}
      <p role="status" className="text-sm font-medium text-slate-700">
        {bulk.progress
          ? `Shipping ${bulk.progress.done + 1} of ${bulk.progress.total}: ${bulk.progress.current}`
          : bulk.summary}
      </p>
      <ListBody
        loading={loading}
        loadingText="Loading orders..."
        empty={orders.length === 0}
        emptyTitle="Nothing to ship"
      >
        <ul className="mt-3 space-y-3" aria-label="Orders to ship, oldest first">
          {orders.map((order) => (
            <li
              key={order._id}
              aria-label={`Order ${order.orderNumber}`}
              className="flex items-stretch rounded-2xl border border-slate-200 bg-white"
            >
              {courier && (
                <label className="flex shrink-0 items-center border-r border-slate-100 px-3 sm:px-4">
                  <span className="sr-only">Select order {order.orderNumber}</span>
                  <input
                    type="checkbox"
                    checked={selected.has(order._id)}
                    disabled={bulk.busy}
                    onChange={(e) => toggle(order._id, e.target.checked)}
                    className="h-5 w-5 accent-brand-600"
                  />
                </label>
              )}
              <div className="min-w-0 flex-1">
                <OrderSummaryButton order={order} onOpen={() => onOpen(order)} />
              </div>
            </li>
          ))}
        </ul>
      </ListBody>
    </div>
  )
}
