// A parcel's courier scans, each kept once however often the courier reports it.
import type { DbOrTx } from '../../db/client.ts'
import { type Shipment, shipmentScans } from '../../db/schema/index.ts'
import type { CourierScan } from './shiprocket-webhook.ts'

/** The scans not seen before, oldest first. */
export async function recordScans(tx: DbOrTx, shipment: Shipment, scans: CourierScan[]) {
  if (scans.length === 0) return []
  const rows = await tx
    .insert(shipmentScans)
    .values(scans.map((scan) => ({ ...scan, shipmentId: shipment.id })))
    .onConflictDoNothing()
    .returning()
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime())
}
