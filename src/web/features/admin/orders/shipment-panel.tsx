// The order dialog's parcel: a Ship button that books it with the courier, then the courier, AWB,
// tracking link and printable label, and the simulator's scans while the simulator stands in.
import { ExternalLink, Printer, Truck } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { ApiOrder } from '#domain/order/responses.ts'
import { awaitsParcel, type CourierProvider, labelPdfPath } from '#domain/shipping/shipment.ts'
import { Button } from '#web/components/ui/button.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { formatDateTime } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.tsx'
import { fetchStaffOrder, shipOrder } from './orders-api.ts'
import { SimulatedScans } from './simulated-scans.tsx'

const LINK =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600'

const BOOKS_WITH: Record<CourierProvider, string> = {
  shiprocket: 'Books the parcel with Shiprocket and gets its AWB and label.',
  simulator:
    'Books the parcel with the courier simulator (no real courier) and gets its AWB and label.',
}

export function ShipmentPanel({
  order,
  courier,
  onUpdated,
}: {
  order: ApiOrder
  courier: CourierProvider | null
  onUpdated(order: ApiOrder): void
}) {
  const hintId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  // The Ship button goes once the parcel is booked; the keyboard moves on to its label.
  const [justShipped, setJustShipped] = useState(false)
  const label = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (justShipped) label.current?.focus()
  }, [justShipped])
  const shipment = order.shipment
  const canShip = courier !== null && awaitsParcel(order)
  if (!shipment && !canShip && !order.trackingNumber) return null

  const ship = async () => {
    setBusy(true)
    setError(undefined)
    try {
      const result = await shipOrder(order._id)
      toast.success(result.message)
      onUpdated(result.order)
      setJustShipped(true)
    } catch (err) {
      setError(errorMessage(err, FALLBACK_TEXTS.ship))
    } finally {
      setBusy(false)
    }
  }

  const refresh = async () => {
    const now = await fetchStaffOrder(order)
    if (now) onUpdated(now)
  }

  return (
    <section aria-label="Shipment" className="space-y-3 rounded-xl bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">Shipment</h3>
      {shipment ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="text-slate-500">Courier</dt>
          <dd>{shipment.courier}</dd>
          <dt className="text-slate-500">AWB</dt>
          <dd className="font-mono break-all">{shipment.awb}</dd>
          <dt className="text-slate-500">Booked</dt>
          <dd>{formatDateTime(shipment.shippedAt)}</dd>
        </dl>
      ) : (
        canShip && (
          <>
            <p id={hintId}>{BOOKS_WITH[courier]}</p>
            <Button
              onClick={() => void ship()}
              busy={busy}
              busyText="Booking..."
              aria-describedby={hintId}
            >
              <Truck aria-hidden className="h-4 w-4" />
              Ship
            </Button>
          </>
        )
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {(shipment || order.trackingNumber) && (
        <div className="flex flex-wrap gap-2">
          {shipment && (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={LINK}
            >
              <ExternalLink aria-hidden className="h-4 w-4" />
              Track parcel
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <a
            ref={label}
            href={labelPdfPath(order._id)}
            target="_blank"
            rel="noopener"
            className={LINK}
          >
            <Printer aria-hidden className="h-4 w-4" />
            Print label
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      )}
      {shipment && courier === 'simulator' && (
        <SimulatedScans awb={shipment.awb} onScanned={refresh} />
      )}
    </section>
  )
}
