import { ExternalLink } from 'lucide-react'
import type { ApiOrderPage } from '#domain/order/responses.ts'
import { formatDateTime } from '#web/lib/format.ts'
import { Section } from './order-section.tsx'

/**
 * The parcel once it is booked or handed over: its courier, AWB and tracking page, and the
 * courier's scans, latest first. Nothing before then.
 */
export function OrderParcel({ order }: { order: ApiOrderPage }) {
  const { shipment, tracking } = order
  const courier = shipment?.courier ?? order.courier
  const awb = shipment?.awb ?? order.trackingNumber
  if (!awb && tracking.length === 0) return null
  return (
    <Section title="Parcel">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {courier && (
          <div>
            <dt className="text-slate-500">Courier</dt>
            <dd className="font-medium text-slate-900">{courier}</dd>
          </div>
        )}
        {awb && (
          <div>
            <dt className="text-slate-500">{shipment ? 'AWB' : 'Tracking number'}</dt>
            <dd className="font-mono font-medium [overflow-wrap:anywhere] text-slate-900">{awb}</dd>
          </div>
        )}
      </dl>
      {shipment?.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-slate-50"
        >
          Track your parcel
          <ExternalLink aria-hidden className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
      {tracking.length > 0 && (
        <>
          <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-900">Tracking</h3>
          <ol aria-label="Tracking" className="space-y-3 text-sm">
            {tracking.map((event, i) => (
              <li key={`${event.at}-${i}`} className={i === 0 ? '' : 'text-slate-600'}>
                <span className={`block ${i === 0 ? 'font-medium text-slate-900' : ''}`}>
                  {event.label}
                </span>
                <span className="block text-xs text-slate-500">
                  {event.location && `${event.location} · `}
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  )
}
