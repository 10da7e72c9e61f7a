// A parcel the courier simulator carries, forward to a shopper or back from one, and the scans
// staff push it through: each joins its history and is reported as Shiprocket's tracking webhook.
import { SHIPMENT_SCAN_LABELS, type ShipmentScan } from '#domain/shipping/shipment.ts'
import { shiprocketDate } from './shiprocket-orders.ts'
import { SHIPROCKET_SCAN_STATUSES } from './shiprocket-statuses.ts'

/** The simulator's own courier, as Shiprocket would name the one it picked. */
export const SIMULATED_COURIER = 'Kavach Express (simulated)'
/** Why the simulated courier could not deliver, as couriers word it. */
export const SIMULATED_NDR_REASON = 'Customer not available at the address'
/** Where the simulated courier collects the shop's parcels. */
const SHOP_HUB = 'Okhla Hub (Delhi)'

interface SimulatedScan {
  date: string
  status: string
  activity: string
  location: string
  'sr-status': string
  'sr-status-label': string
}

export interface SimulatedParcel {
  orderId: number
  channelOrderId: string
  shipmentId: number
  /** A reverse pickup, booked as a return order. */
  isReturn: boolean
  /** Where it is picked up (and brought back to if undelivered), and where it is delivered. */
  origin: string
  destination: string
  awb?: string
  awbAssignedAt?: string
  pickupScheduledAt?: string
  cancelled: boolean
  scans: SimulatedScan[]
  lastScanAt?: number
  /** What the shop asked after failed deliveries, as Shiprocket's NDR action takes it. */
  ndrActions: { action: string; comments: string }[]
}

/** Where a parcel goes: forward from the shop's hub unless it names where it is collected. */
export type ParcelRoute = Pick<SimulatedParcel, 'isReturn' | 'destination'> & { origin?: string }

export function simulatedParcel(
  ids: Pick<SimulatedParcel, 'orderId' | 'shipmentId' | 'channelOrderId'>,
  route: ParcelRoute,
): SimulatedParcel {
  return {
    ...ids,
    ...route,
    origin: route.origin ?? SHOP_HUB,
    cancelled: false,
    scans: [],
    ndrActions: [],
  }
}

/** `2026-11-26 14:05:09` on India's clock, as Shiprocket's scans are dated. */
export const shiprocketStamp = (at: Date) =>
  `${shiprocketDate(at)}:${String(at.getUTCSeconds()).padStart(2, '0')}`

/** `26 11 2026 14:05:09`: the webhook's current_timestamp is written day first. */
const webhookStamp = (at: string) => {
  const [date = '', time = ''] = at.split(' ')
  return `${date.split('-').reverse().join(' ')} ${time}`
}

/**
 * The scan joins the parcel's history, dated at least a second after its last as a courier's
 * would be, and the answer is the webhook body saying where the parcel now is.
 */
export function recordScan(parcel: SimulatedParcel, scan: ShipmentScan, now: Date) {
  const status = SHIPROCKET_SCAN_STATUSES[scan]
  parcel.lastScanAt = Math.max(now.getTime(), (parcel.lastScanAt ?? 0) + 1000)
  const date = shiprocketStamp(new Date(parcel.lastScanAt))
  parcel.scans.push({
    date,
    status: status.label,
    activity: scan === 'undelivered' ? SIMULATED_NDR_REASON : SHIPMENT_SCAN_LABELS[scan],
    location: scan === 'picked_up' || scan === 'rto_delivered' ? parcel.origin : parcel.destination,
    'sr-status': String(status.id),
    'sr-status-label': status.label,
  })
  return {
    awb: parcel.awb,
    courier_name: SIMULATED_COURIER,
    current_status: status.label,
    current_status_id: status.id,
    shipment_status: status.label,
    shipment_status_id: status.id,
    current_timestamp: webhookStamp(date),
    order_id: parcel.channelOrderId,
    sr_order_id: parcel.orderId,
    awb_assigned_date: parcel.awbAssignedAt ?? null,
    pickup_scheduled_date: parcel.pickupScheduledAt ?? null,
    etd: null,
    scans: parcel.scans,
    is_return: parcel.isReturn || scan === 'rto_initiated' || scan === 'rto_delivered' ? 1 : 0,
    channel_id: 0,
    pod_status: '',
    pod: 'Not Available',
  }
}
