// A parcel handed to a courier: what the order answer says of it, the scans a courier
// reports as it travels, and what staff are told when shipping is refused.
import { z } from 'zod'
import type { OrderStatus } from '../order/status.ts'

/** The order's parcel as shopper and staff read it. */
export const ShipmentSchema = z.object({
  /** The courier's air waybill number, printed as the label's barcode. */
  awb: z.string(),
  courier: z.string(),
  trackingUrl: z.string(),
  shippedAt: z.string(),
})
export type ApiShipment = z.infer<typeof ShipmentSchema>

/** What happens to a parcel on its way, as the courier scans it. */
export const SHIPMENT_SCANS = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'undelivered',
  'rto_initiated',
  'rto_delivered',
] as const
export type ShipmentScan = (typeof SHIPMENT_SCANS)[number]
export const SHIPMENT_SCAN_LABELS: Record<ShipmentScan, string> = {
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  undelivered: 'Delivery attempt failed',
  rto_initiated: 'Returning to the shop',
  rto_delivered: 'Returned to the shop',
}

export const NO_COURIER =
  'No courier is connected: enter the courier and tracking number in the order form instead'
export const alreadyShipped = (courier: string, awb: string) =>
  `This order is already shipped with ${courier}, AWB ${awb}`
export const SHIPMENT_NOT_FOUND = 'This order has no shipment or tracking number yet'

/** Staff push a simulated parcel to its next scan (only while the courier simulator stands in). */
export const SimulatedScanSchema = z.object({
  awb: z.string().trim().min(1, 'AWB is required').max(40),
  scan: z.enum(SHIPMENT_SCANS, { error: 'Unknown scan' }),
})
export type SimulatedScan = z.infer<typeof SimulatedScanSchema>

/** The scan made, and how the shop's webhook answered it. */
export const SimulatedScanResponseSchema = z.object({
  awb: z.string(),
  scan: z.enum(SHIPMENT_SCANS),
  webhookStatus: z.number().int(),
})
export type SimulatedScanResponse = z.infer<typeof SimulatedScanResponseSchema>
export const UNKNOWN_SIMULATED_AWB = 'The courier simulator booked no parcel with this AWB'
export const SIMULATED_PARCEL_CANCELLED = 'This parcel was cancelled before pickup'
export const parcelBooked = (courier: string, awb: string) =>
  `Parcel booked with ${courier}, AWB ${awb}`

/** A courier event as the shopper's order page lists it, latest first. */
export const TrackingEventSchema = z.object({
  /** The scan as the shop follows it, or null for one it only shows. */
  scan: z.enum(SHIPMENT_SCANS).nullable(),
  label: z.string(),
  location: z.string(),
  at: z.string(),
})
export type ApiTrackingEvent = z.infer<typeof TrackingEventSchema>

/** What may be asked of the courier after a failed attempt: try again, or bring it back. */
export const DELIVERY_ACTIONS = ['reattempt', 'return'] as const
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number]

/** What the shop answers the courier's tracking webhook (always 200 once the token is right). */
export const TrackingWebhookResponseSchema = z.object({
  status: z.enum(['processed', 'duplicate', 'ignored']),
})
export const WRONG_WEBHOOK_TOKEN = 'Wrong or missing x-api-key'

/** The order statuses from which staff book a parcel: confirmed (paid, or cash on delivery the shopper confirmed) or packed. */
export const READY_TO_SHIP_STATUSES = ['confirmed', 'packed'] as const satisfies OrderStatus[]

/** Whether staff can book a parcel for this order: ready to ship, with none booked yet. */
export const awaitsParcel = (order: { status: OrderStatus; shipment?: unknown }) =>
  !order.shipment && (READY_TO_SHIP_STATUSES as readonly OrderStatus[]).includes(order.status)

export const COURIER_PROVIDERS = ['shiprocket', 'simulator'] as const
export type CourierProvider = (typeof COURIER_PROVIDERS)[number]

/** Who carries the shop's parcels: Shiprocket, its simulator, or nobody (staff ship by hand). */
export const ShippingInfoSchema = z.object({ courier: z.enum(COURIER_PROVIDERS).nullable() })
export type ShippingInfo = z.infer<typeof ShippingInfoSchema>

/** The order's 4×6 label packet (label, packing slip, invoice), for staff to print. */
export const labelPdfPath = (orderId: string) => `/api/orders/admin/${orderId}/label.pdf`
