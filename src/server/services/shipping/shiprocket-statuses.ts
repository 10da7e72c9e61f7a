// Shiprocket's shipment status ids for the scans the shop follows, from the status code table of
// its API documentation (https://apidocs.shiprocket.in/, "Shipments"; decision 026).
import type { ShipmentScan } from '#domain/shipping/shipment.ts'

export const SHIPROCKET_SCAN_STATUSES: Record<ShipmentScan, { id: number; label: string }> = {
  picked_up: { id: 42, label: 'PICKED UP' },
  in_transit: { id: 18, label: 'IN TRANSIT' },
  out_for_delivery: { id: 17, label: 'OUT FOR DELIVERY' },
  delivered: { id: 7, label: 'DELIVERED' },
  undelivered: { id: 21, label: 'UNDELIVERED' },
  rto_initiated: { id: 9, label: 'RTO INITIATED' },
  rto_delivered: { id: 10, label: 'RTO DELIVERED' },
}

/** The scan a Shiprocket shipment status id reports, or undefined for one the shop doesn't follow. */
export function scanOfShiprocketStatus(id: number): ShipmentScan | undefined {
  const entry = Object.entries(SHIPROCKET_SCAN_STATUSES).find(([, status]) => status.id === id)
  return entry?.[0] as ShipmentScan | undefined
}
