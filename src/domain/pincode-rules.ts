// Pincodes and what the shop promises for one, without zod, so the product
// page can check a pincode without loading the schemas; pincode.ts adds them for the API.

export const PINCODE_INVALID = 'Pincode must be exactly 6 digits.'
export const PINCODE_UNKNOWN = 'We could not find this pincode. Please check it and try again.'
/** The state decides the GST on the invoice, so it must be the pincode's own. */
export const pincodeInOtherState = (pincode: string, state: string) =>
  `Pincode ${pincode} is in ${state}. Please choose that state.`

/** Six digits; no Indian pincode starts with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/

/** The shipping page's zones, nearest first; windows in business days from the order. */
export const DELIVERY_ZONES = [
  { id: 1, label: 'Delhi NCR', minDays: 1, maxDays: 3 },
  { id: 2, label: 'Nearby major cities', minDays: 3, maxDays: 6 },
  { id: 3, label: 'Other metros', minDays: 5, maxDays: 9 },
  { id: 4, label: 'Rest of India', minDays: 7, maxDays: 14 },
] as const
export type DeliveryZone = (typeof DELIVERY_ZONES)[number]

export const deliveryZoneWindow = (zone: DeliveryZone) =>
  `${zone.minDays}-${zone.maxDays} business days`
