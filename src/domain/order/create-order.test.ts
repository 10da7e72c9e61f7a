import { describe, expect, it } from 'vitest'
import { CreateOrderSchema, ShippingAddressSchema } from './create-order.ts'

const address = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
}
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('ShippingAddressSchema', () => {
  it('accepts a complete Indian address', () => {
    expect(ShippingAddressSchema.parse(address)).toEqual(address)
  })

  it('asks for every field with one message', () => {
    expect(messages(ShippingAddressSchema.safeParse({ ...address, city: '  ' }))).toEqual([
      'Please fill in all shipping address fields.',
    ])
  })

  it('wants exactly 10 phone digits and 6 pincode digits', () => {
    expect(messages(ShippingAddressSchema.safeParse({ ...address, phone: '987654321' }))).toEqual([
      'Phone number must be exactly 10 digits.',
    ])
    expect(messages(ShippingAddressSchema.safeParse({ ...address, pincode: '56003a' }))).toEqual([
      'Pincode must be exactly 6 digits.',
    ])
  })

  it('keeps names, addresses and cities within their lengths', () => {
    expect(ShippingAddressSchema.safeParse({ ...address, name: 'A' }).success).toBe(false)
    expect(ShippingAddressSchema.safeParse({ ...address, address: 'Flat' }).success).toBe(false)
    expect(ShippingAddressSchema.safeParse({ ...address, city: 'x'.repeat(51) }).success).toBe(
      false,
    )
  })

  it('takes only Indian states', () => {
    expect(ShippingAddressSchema.safeParse({ ...address, state: 'Bavaria' }).success).toBe(false)
  })
})

describe('CreateOrderSchema', () => {
  it('says the cart is empty', () => {
    expect(messages(CreateOrderSchema.safeParse({ items: [], shippingAddress: address }))).toEqual([
      'Your cart is empty.',
    ])
  })

  it('refuses fractional, zero and huge quantities', () => {
    for (const quantity of [1.5, 0, 11]) {
      const items = [{ productId: 'p', quantity }]
      expect(CreateOrderSchema.safeParse({ items, shippingAddress: address }).success).toBe(false)
    }
  })
})
