import { ExternalLink } from 'lucide-react'
import type { AdminReturn } from '#domain/order/returns.ts'

type Parcel = NonNullable<AdminReturn['returnShipment']>

/** A return's parcel, either way: its courier and AWB, and a link to follow it. */
export function ReturnParcel({ parcel, track }: { parcel: Parcel; track: string }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>
        {parcel.courier}, AWB <span className="font-mono break-all">{parcel.awb}</span>
      </span>
      <a
        href={parcel.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-brand-700 underline hover:text-brand-800"
      >
        <ExternalLink aria-hidden className="h-3.5 w-3.5" />
        {track}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </span>
  )
}
