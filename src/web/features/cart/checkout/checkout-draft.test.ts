import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ValidatedCoupon } from '#domain/coupon/responses.ts'
import {
  clearCheckoutDraft,
  draftAddressOf,
  NEW_ADDRESS,
  readCheckoutDraft,
  saveCheckoutDraft,
} from './checkout-draft.ts'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const fields = {
  name: 'Kavya Nair',
  phone: '+91 98470-12345',
  address: '7 Residency Road',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  saveAddress: true,
  whatsappUpdates: false,
  gstInvoice: false,
  businessName: '',
  gstin: '',
}
const flat100: ValidatedCoupon = {
  code: 'FLAT100',
  type: 'flat',
  value: 100,
  minCartValue: 999,
  maxDiscount: null,
  categories: [],
}

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()))
afterEach(() => vi.unstubAllGlobals())

describe('the checkout draft', () => {
  it('starts closed, paying online, with no coupon', () => {
    expect(readCheckoutDraft()).toEqual({ open: false, paymentMethod: 'online', coupon: null })
  })

  it('keeps each part as it is saved, over what was saved before', () => {
    saveCheckoutDraft({ open: true, paymentMethod: 'cod', coupon: flat100 })
    saveCheckoutDraft({ userId: 'u1', addressChoice: NEW_ADDRESS, fields })
    expect(readCheckoutDraft()).toEqual({
      open: true,
      paymentMethod: 'cod',
      coupon: flat100,
      userId: 'u1',
      addressChoice: NEW_ADDRESS,
      fields,
    })
  })

  it('keeps a coupon saved before coupons had caps and categories', () => {
    const { maxDiscount: _cap, categories: _categories, ...older } = flat100
    sessionStorage.setItem('checkout', JSON.stringify({ open: true, coupon: older }))
    expect(readCheckoutDraft().coupon).toEqual(flat100)
  })

  it("gives a shopper's address back to them only", () => {
    saveCheckoutDraft({ userId: 'u1', addressChoice: NEW_ADDRESS, fields })
    expect(draftAddressOf(readCheckoutDraft(), 'u1')).toEqual({ choice: NEW_ADDRESS, fields })
    expect(draftAddressOf(readCheckoutDraft(), 'u2')).toEqual({})
  })

  it('drops only the parts it cannot read, and all of it when it is not JSON', () => {
    sessionStorage.setItem(
      'checkout',
      JSON.stringify({ open: true, paymentMethod: 'cheque', coupon: { code: 1 }, fields: {} }),
    )
    expect(readCheckoutDraft()).toEqual({ open: true, paymentMethod: 'online', coupon: null })
    sessionStorage.setItem('checkout', '{not json')
    expect(readCheckoutDraft()).toEqual({ open: false, paymentMethod: 'online', coupon: null })
  })

  it('is gone once cleared', () => {
    saveCheckoutDraft({ open: true })
    clearCheckoutDraft()
    expect(sessionStorage.getItem('checkout')).toBeNull()
  })
})
