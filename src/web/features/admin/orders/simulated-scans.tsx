// While the courier simulator stands in for Shiprocket, staff play the courier: each button makes
// the simulator scan the parcel and report it to the shop, as Shiprocket's webhook would.
import { useId, useState } from 'react'
import { SHIPMENT_SCANS, type ShipmentScan } from '#domain/shipping/shipment.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { simulateScan } from './orders-api.ts'

/** Named as couriers name them, for staff. */
const SCAN_BUTTONS: Record<ShipmentScan, string> = {
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  undelivered: 'Undelivered',
  rto_initiated: 'RTO initiated',
  rto_delivered: 'RTO delivered',
}

export function SimulatedScans({ awb, onScanned }: { awb: string; onScanned(): Promise<void> }) {
  const headingId = useId()
  const [busy, setBusy] = useState<ShipmentScan | null>(null)
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>()

  const scan = async (which: ShipmentScan) => {
    setBusy(which)
    setOutcome(undefined)
    try {
      const result = await simulateScan({ awb, scan: which })
      await onScanned()
      setOutcome({
        text: `Simulated “${SCAN_BUTTONS[which]}”; the shop’s tracking webhook answered ${result.webhookStatus}`,
        failed: false,
      })
    } catch (error) {
      setOutcome({ text: errorMessage(error, FALLBACK_TEXTS.simulateScan), failed: true })
    } finally {
      setBusy(null)
    }
  }

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border border-dashed border-amber-400 bg-amber-50 p-3"
    >
      <h4 id={headingId} className="font-semibold text-amber-900">
        Simulate courier scan (simulator only)
      </h4>
      <p className="mt-1 text-xs text-amber-900">
        No real courier carries this parcel. Each button sends the shop the scan a courier would.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {SHIPMENT_SCANS.map((which) => (
          <button
            key={which}
            type="button"
            disabled={busy !== null}
            aria-busy={busy === which}
            onClick={() => void scan(which)}
            className="rounded-lg border border-amber-500 bg-white px-2.5 py-1.5 text-sm font-medium text-amber-950 hover:bg-amber-100 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {SCAN_BUTTONS[which]}
          </button>
        ))}
      </div>
      <p role="status" className="mt-2 text-sm text-amber-950 empty:mt-0">
        {outcome && !outcome.failed && outcome.text}
      </p>
      {outcome?.failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {outcome.text}
        </p>
      )}
    </div>
  )
}
