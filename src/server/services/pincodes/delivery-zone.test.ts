import { describe, expect, it } from 'vitest'
import { deliveryZone, METRO_AREAS } from './delivery-zone.ts'
import { pincodeDirectory } from './pincode-directory.ts'

async function zoneFrom(shopPincode: string, pincode: string) {
  const directory = await pincodeDirectory()
  return deliveryZone(directory.get(pincode)!, directory.get(shopPincode)!).label
}

describe('the delivery zone of a pincode, seen from a Delhi warehouse', () => {
  it.each([
    ['110081', 'Delhi NCR'],
    ['121001', 'Delhi NCR'],
    ['201001', 'Delhi NCR'],
    ['302001', 'Nearby major cities'],
    ['160017', 'Nearby major cities'],
    ['226001', 'Nearby major cities'],
    ['560001', 'Other metros'],
    ['700001', 'Other metros'],
    ['380001', 'Other metros'],
    ['462001', 'Rest of India'],
    ['744101', 'Rest of India'],
  ])('puts %s in %s', async (pincode, zone) => {
    expect(await zoneFrom('110020', pincode)).toBe(zone)
  })
})

describe('the metro areas', () => {
  it('each name a district the directory knows', async () => {
    const areas = [...(await pincodeDirectory()).values()]
    for (const metro of METRO_AREAS) {
      const known = areas.some(
        (area) =>
          area.state === metro.state && (!metro.district || area.district === metro.district),
      )
      expect(known, `${metro.district ?? ''} ${metro.state}`).toBe(true)
    }
  })
})
