// The courier as the shop sees it: book a parcel, fetch the courier's label, cancel a
// booking, track a parcel. Shiprocket speaks it, or the local simulator in Shiprocket's place.
import type { Paise } from '#domain/money.ts'
import type { OrderAddress } from '#domain/order/responses.ts'
import type { Parcel } from '#domain/shipping/parcel.ts'
import type { DeliveryAction } from '#domain/shipping/shipment.ts'

export interface BookingLine {
  name: string
  sku: string
  units: number
  /** Tax included, per unit. */
  unitPrice: Paise
  hsn: string
}

/** What the courier needs to carry an order's parcel. */
export interface ParcelBooking {
  /** The shop's order number, the courier's channel order id. */
  orderNumber: string
  placedAt: Date
  consignee: OrderAddress & { email: string }
  lines: BookingLine[]
  shipping: Paise
  /** The cash-on-delivery fee. */
  codFee: Paise
  discount: Paise
  /** Whether the courier collects the order's total at the door. */
  cashOnDelivery: boolean
  parcel: Parcel
}

/**
 * A reverse pickup: the courier collects the lines from the shopper's address and brings them
 * to the shop's pickup location. Always prepaid; nothing is collected.
 */
export interface ReturnBooking {
  /** The return's number (e.g. KV-20261126-0003-R1), the courier's channel order id. */
  returnNumber: string
  askedAt: Date
  /** Where the courier collects it: the order's delivery address. */
  pickupFrom: OrderAddress & { email: string }
  /** Where it goes back to: the shop, as its profile says when the pickup is booked. */
  returnTo: OrderAddress & { email: string }
  lines: BookingLine[]
  parcel: Parcel
}

export interface BookedShipment {
  /** The courier's own ids of the order and of its shipment. */
  providerOrderId: string
  shipmentId: string
  awb: string
  courier: string
  trackingUrl: string
}

export interface TrackingScan {
  date: string
  activity: string
  location: string
}

export interface Tracking {
  awb: string
  /** The courier's word for where the parcel is, e.g. 'IN TRANSIT'. */
  status: string
  scans: TrackingScan[]
  trackingUrl: string | null
}

export interface Courier {
  provider: 'shiprocket' | 'simulator'
  /** Books the parcel, assigns its AWB and asks for its pickup. */
  book(booking: ParcelBooking): Promise<BookedShipment>
  /** Books a reverse pickup from the shopper back to the shop, and assigns its AWB. */
  bookReturn(booking: ReturnBooking): Promise<BookedShipment>
  /** The courier's own label, as a link to its PDF. */
  labelUrl(shipmentId: string): Promise<string>
  /** Calls off a booking not yet picked up. */
  cancel(providerOrderId: string): Promise<void>
  track(awb: string): Promise<Tracking>
  /** After a failed delivery: try again (the comments say when, or a phone to call), or bring it back. */
  actOnFailedDelivery(awb: string, action: DeliveryAction, comments: string): Promise<void>
}

/**
 * The courier could not be reached or refused. `retryable` when asking again may succeed (no
 * answer, 5xx, 429); otherwise final (bad credentials, a refused address).
 */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message)
  }
}
