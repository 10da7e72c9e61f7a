import type { CourierProvider } from '#domain/shipping/shipment.ts'

/** Who books parcels, as staff read it after "books each parcel with". */
export const COURIER_NAMES: Record<CourierProvider, string> = {
  shiprocket: 'Shiprocket',
  simulator: 'the courier simulator (no parcel really moves)',
}
