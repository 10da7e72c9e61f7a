// Which of the shipping page's zones a pincode falls in, measured from the shop's own pincode
// (docs/decisions/011-delivery-zones.md).
import { DELIVERY_ZONES, type DeliveryZone } from '#domain/pincode.ts'
import type { IndianState } from '#domain/india.ts'
import type { PincodeArea } from './pincode-directory.ts'

/** Zone 1: the shop's own metropolitan area (Delhi with Gurugram, Noida, Ghaziabad, Faridabad). */
export const LOCAL_RADIUS_KM = 50
/** Zone 2: a day's drive by road, where surface couriers reach in a few days. */
export const NEARBY_RADIUS_KM = 500

/** India's eight largest metropolitan cities (the X class of the 7th Pay Commission), as the directory names them. */
export const METRO_AREAS: { state: IndianState; district?: string }[] = [
  { state: 'Delhi' },
  { state: 'Maharashtra', district: 'Mumbai' },
  { state: 'West Bengal', district: 'Kolkata' },
  { state: 'Tamil Nadu', district: 'Chennai' },
  { state: 'Karnataka', district: 'Bengaluru' },
  { state: 'Telangana', district: 'Hyderabad' },
  { state: 'Gujarat', district: 'Ahmedabad' },
  { state: 'Maharashtra', district: 'Pune' },
]

const EARTH_RADIUS_KM = 6371
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance (haversine). */
export function distanceKm(from: PincodeArea, to: PincodeArea) {
  const dLat = radians(to.latitude - from.latitude)
  const dLng = radians(to.longitude - from.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

const isMetro = (area: PincodeArea) =>
  METRO_AREAS.some(
    (metro) => metro.state === area.state && (!metro.district || metro.district === area.district),
  )

export function deliveryZone(area: PincodeArea, shop: PincodeArea): DeliveryZone {
  const km = distanceKm(shop, area)
  const [local, nearby, metro, rest] = DELIVERY_ZONES
  if (km <= LOCAL_RADIUS_KM) return local
  if (km <= NEARBY_RADIUS_KM) return nearby
  return isMetro(area) ? metro : rest
}
