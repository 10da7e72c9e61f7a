// What the shop promises for a pincode: its zone, when an order placed now arrives, and whether
// cash on delivery is offered there.
import { deliveryWindow } from '#domain/business-days.ts'
import type { IndianState } from '#domain/india.ts'
import type { PincodeAnswer } from '#domain/pincode.ts'
import { deliveryZone } from './delivery-zone.ts'
import { pincodeDirectory } from './pincode-directory.ts'

export interface DeliverySettings {
  shopPincode: string
  codUnavailableIn: readonly IndianState[]
}

export const deliverySettings = (config: {
  SHOP_PINCODE: string
  COD_UNAVAILABLE_STATES: readonly IndianState[]
}): DeliverySettings => ({
  shopPincode: config.SHOP_PINCODE,
  codUnavailableIn: config.COD_UNAVAILABLE_STATES,
})

export async function estimateDelivery(
  pincode: string,
  settings: DeliverySettings,
  now: Date,
): Promise<PincodeAnswer | undefined> {
  const directory = await pincodeDirectory()
  const shop = directory.get(settings.shopPincode)
  if (!shop) throw new Error(`SHOP_PINCODE ${settings.shopPincode} is not in the pincode directory`)
  const area = directory.get(pincode)
  if (!area) return undefined
  // The directory lists pincodes that exist; it says nothing of which offices deliver, so the
  // shop serves every one it knows.
  const serviceable = true
  const zone = deliveryZone(area, shop)
  return {
    pincode,
    district: area.district,
    state: area.state,
    serviceable,
    zone: { id: zone.id, label: zone.label },
    cod: serviceable && !settings.codUnavailableIn.includes(area.state),
    estimate: deliveryWindow(now, zone),
  }
}
