import { Truck } from 'lucide-react'
import { deliveryDates } from '#web/lib/pincode-lookup.ts'

/** When the parcel should arrive, as promised for its pincode: "Arriving Thu, 27 Nov – Mon, 1 Dec". */
export function ExpectedDelivery({
  window,
  className = '',
}: {
  window: { earliest: string; latest: string }
  className?: string
}) {
  return (
    <p className={`flex items-center gap-2 font-medium text-slate-900 ${className}`}>
      <Truck aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
      <span>Arriving {deliveryDates(window)}</span>
    </p>
  )
}
