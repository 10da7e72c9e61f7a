import { PackageX, Truck } from 'lucide-react'
import { useId, useState } from 'react'
import type { AdminDashboard } from '#domain/admin-dashboard.ts'
import type { PaymentMethod } from '#domain/order/payment-method.ts'
import { Button } from '#web/components/ui/button.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { formatDateTime } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { ListBody } from '../shared/list-body.tsx'
import { StatCard } from '../shared/stat-card.tsx'
import { answerFailedDelivery, fetchFailedDeliveries } from './dashboard-api.ts'

const HOUR_MS = 3_600_000
const PARCELS: Record<PaymentMethod, string> = { online: 'prepaid', cod: 'cash on delivery' }

/** How long a failed delivery has waited: `45 min`, `3 h`, `2 days`. */
export function waitedFor(at: string, now = Date.now()): string {
  const waited = Math.max(0, now - new Date(at).getTime())
  if (waited < HOUR_MS) return `${Math.floor(waited / 60_000)} min`
  if (waited < 48 * HOUR_MS) return `${Math.floor(waited / HOUR_MS)} h`
  return `${Math.floor(waited / (24 * HOUR_MS))} days`
}

/**
 * Parcels that came back or could not be delivered: the return-to-origin rate of the last 30
 * days per payment method, and each failed delivery nobody has answered, to act on today.
 */
export function Deliveries({ rates }: { rates: AdminDashboard['returnToOrigin'] }) {
  const id = useId()
  const open = useApiQuery('/orders/admin/failed-deliveries', fetchFailedDeliveries, {
    what: 'failed deliveries',
  })
  const [busy, setBusy] = useState<string | null>(null)

  async function answer(orderId: string, action: 'reattempt' | 'cancel') {
    setBusy(orderId)
    try {
      toast.success((await answerFailedDelivery(orderId, action)).message)
      open.refetch()
    } catch (error) {
      toast.error(errorMessage(error, 'Could not pass this on to the courier'))
    } finally {
      setBusy(null)
    }
  }

  const rows = open.loading ? null : (open.data ?? [])
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        Deliveries
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {rates.map((row) => (
          <StatCard
            key={row.paymentMethod}
            label={`Sent back (RTO), ${PARCELS[row.paymentMethod]}`}
            value={row.rate === null ? '–' : `${row.rate}%`}
            icon={row.rate ? PackageX : Truck}
            tone={(row.rate ?? 0) >= 20 ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-700'}
            note={`${row.returned} of ${row.returned + row.delivered} parcels, last 30 days`}
          />
        ))}
      </div>
      <h4 className="font-medium text-slate-900">Failed deliveries to act on</h4>
      <ListBody
        loading={rows === null}
        loadingText="Loading failed deliveries..."
        empty={rows?.length === 0}
        emptyTitle="No failed delivery is waiting"
      >
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm">
          {rows?.map((row) => (
            <li key={row.orderId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium text-slate-900">
                  {row.orderNumber} · attempt {row.attempt} ·{' '}
                  <span className="text-red-700">waiting {waitedFor(row.at)}</span>
                </p>
                <p className="text-slate-700">{row.reason}</p>
                <p className="text-slate-600">
                  {row.name}, {row.city} {row.pincode} ·{' '}
                  <a className="text-brand-700 underline" href={`tel:+91${row.phone}`}>
                    {row.phone}
                  </a>{' '}
                  · {row.courier} {row.awb} · {formatDateTime(row.at)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="secondary"
                  disabled={busy === row.orderId}
                  onClick={() => void answer(row.orderId, 'reattempt')}
                  aria-label={`Ask the courier to try ${row.orderNumber} again`}
                >
                  Try again
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy === row.orderId}
                  onClick={() => void answer(row.orderId, 'cancel')}
                  aria-label={`Call back the parcel of ${row.orderNumber}`}
                >
                  Return to us
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </ListBody>
    </section>
  )
}
