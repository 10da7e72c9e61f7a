import { ExternalLink } from 'lucide-react'

/** A parcel of a return, the pickup or the replacement: its courier, AWB and tracking page. */
export function ReturnParcel({
  parcel,
  track,
}: {
  parcel: { courier: string; awb: string; trackingUrl: string }
  /** The tracking link's words, e.g. "Track the pickup". */
  track: string
}) {
  return (
    <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Courier</dt>
          <dd className="font-medium text-slate-900">{parcel.courier}</dd>
        </div>
        <div>
          <dt className="text-slate-500">AWB</dt>
          <dd className="font-mono font-medium [overflow-wrap:anywhere] text-slate-900">
            {parcel.awb}
          </dd>
        </div>
      </dl>
      {parcel.trackingUrl && (
        <a
          href={parcel.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium text-brand-700 hover:bg-slate-50"
        >
          {track}
          <ExternalLink aria-hidden className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  )
}
