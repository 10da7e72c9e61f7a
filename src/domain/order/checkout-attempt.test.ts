import { describe, expect, it } from 'vitest'
import { checkoutKey, paymentReturnedMessage } from './checkout-attempt.ts'
import type { CreateOrderInput } from './create-order.ts'

const checkout: CreateOrderInput = {
  items: [
    { productId: 'p1', variantId: 'v1', quantity: 1 },
    { productId: 'p2', quantity: 2 },
  ],
  shippingAddress: {
    name: 'Asha Rao',
    phone: '9876543210',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
  },
  couponCode: 'welcome10',
  billing: null,
  paymentMethod: 'online',
}

describe('checkoutKey', () => {
  it('is the same for the same cart in any order, its repeated lines merged and its coupon in any case', () => {
    const again: CreateOrderInput = {
      ...checkout,
      items: [
        { productId: 'p2', quantity: 1 },
        { productId: 'p1', variantId: 'v1', quantity: 1 },
        { productId: 'p2', quantity: 1 },
      ],
      couponCode: 'WELCOME10',
    }
    expect(checkoutKey(again)).toBe(checkoutKey(checkout))
  })

  it('differs when a line, the address, the billing, the coupon or the method differs', () => {
    const changed: CreateOrderInput[] = [
      { ...checkout, items: [{ productId: 'p1', variantId: 'v1', quantity: 2 }] },
      { ...checkout, shippingAddress: { ...checkout.shippingAddress, pincode: '560001' } },
      { ...checkout, billing: { name: 'Rao Traders', gstin: '29ABCDE1234F1Z5' } },
      { ...checkout, couponCode: null },
      { ...checkout, paymentMethod: 'cod' },
    ]
    const keys = new Set([checkout, ...changed].map(checkoutKey))
    expect(keys.size).toBe(changed.length + 1)
  })
})

describe('paymentReturnedMessage', () => {
  it('tells the shopper why and that the whole payment comes back', () => {
    expect(paymentReturnedMessage('sold_out')).toBe(
      'Your payment could not be accepted because the checkout had expired and an item in it sold out meanwhile. It is being refunded in full and reaches your account in 7-14 days.',
    )
  })
})
