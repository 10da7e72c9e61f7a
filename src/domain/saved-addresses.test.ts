import { describe, expect, it } from 'vitest'
import { ShippingAddressSchema } from './order/create-order.ts'
import {
  AddressWithLandmarkSchema,
  SAVED_ADDRESS_MESSAGES,
  toShippingAddress,
} from './saved-addresses.ts'

const address = {
  name: 'Asha Rao',
  phone: '+91 98765-43210',
  address: '12 MG Road, Indiranagar',
  landmark: ' Near the metro station ',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
}

describe('an address with a landmark', () => {
  it('ships as one address line an order accepts', () => {
    const shipping = toShippingAddress(AddressWithLandmarkSchema.parse(address))
    const { landmark: _, ...fields } = address
    expect(shipping).toEqual({
      ...fields,
      phone: '9876543210',
      address: '12 MG Road, Indiranagar, Near the metro station',
    })
    expect(ShippingAddressSchema.parse(shipping)).toEqual(shipping)
  })

  it('ships its address line alone when it has no landmark', () => {
    const shipping = toShippingAddress(
      AddressWithLandmarkSchema.parse({ ...address, landmark: '' }),
    )
    expect(shipping.address).toBe('12 MG Road, Indiranagar')
  })

  it('refuses a landmark that would make the line longer than an order takes', () => {
    const long = { ...address, address: 'x'.repeat(80), landmark: 'y'.repeat(19) }
    const parsed = AddressWithLandmarkSchema.safeParse(long)
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['landmark'],
        message: SAVED_ADDRESS_MESSAGES.landmarkTooLong,
      }),
    ])
    expect(AddressWithLandmarkSchema.safeParse({ ...long, landmark: 'y'.repeat(18) }).success).toBe(
      true,
    )
  })
})
