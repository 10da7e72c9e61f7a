import { describe, expect, it } from 'vitest'
import {
  returnAddressOf,
  SAMPLE_PROFILE,
  SHOP_PROFILE_MESSAGES,
  sellerOf,
  ShopProfileSchema,
} from './shop-profile.ts'

const issues = (input: unknown) =>
  ShopProfileSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message])

describe('the seller profile', () => {
  it('keeps the address line by line, trimmed, without blank lines, and an empty CIN as none', () => {
    const profile = ShopProfileSchema.parse({
      ...SAMPLE_PROFILE,
      address: '  Plot 12, Okhla Phase III \r\n\n New Delhi 110020 ',
      cin: ' ',
      gstin: '07aakck1234f1zs',
    })
    expect(profile).toMatchObject({
      address: 'Plot 12, Okhla Phase III\nNew Delhi 110020',
      cin: null,
      gstin: '07AAKCK1234F1ZS',
    })
  })

  it("refuses a GSTIN of another state, a CIN of the wrong shape and a phone that can't be dialled", () => {
    expect(issues({ ...SAMPLE_PROFILE, state: 'Karnataka' })).toEqual([
      ['gstin', SHOP_PROFILE_MESSAGES.gstinState('Karnataka')],
    ])
    expect(issues({ ...SAMPLE_PROFILE, cin: 'U47912DL2023PTC41234' })).toEqual([
      ['cin', SHOP_PROFILE_MESSAGES.cin],
    ])
    expect(issues({ ...SAMPLE_PROFILE, supportPhone: 'call us' })).toEqual([
      ['supportPhone', SHOP_PROFILE_MESSAGES.phone],
    ])
    expect(issues({ ...SAMPLE_PROFILE, address: 'a\nb\nc\nd\ne' })).toEqual([
      ['address', SHOP_PROFILE_MESSAGES.addressLines],
    ])
    expect(
      issues({
        ...SAMPLE_PROFILE,
        grievanceOfficer: { ...SAMPLE_PROFILE.grievanceOfficer, email: 'x' },
      }),
    ).toEqual([['grievanceOfficer.email', 'Please enter a valid email address']])
  })

  it('names the seller on invoices with its address on one line and its CIN', () => {
    expect(sellerOf(SAMPLE_PROFILE)).toEqual({
      name: 'Kavach Accessories Private Limited',
      address: 'Plot 12, Okhla Industrial Estate Phase III, New Delhi 110020',
      state: 'Delhi',
      gstin: '07AAKCK1234F1ZS',
      cin: 'U47912DL2023PTC412345',
      grievances:
        'Ananya Rao (Grievance Officer), grievance@kavach.shop, +91 11 4567 8910 (Mon-Fri 9AM-6PM IST)',
    })
    expect(sellerOf({ ...SAMPLE_PROFILE, cin: null })).not.toHaveProperty('cin')
  })

  it("sends returns to the registered office at the shop's pincode, its city read from the address", () => {
    expect(returnAddressOf(SAMPLE_PROFILE, '110020')).toEqual({
      name: 'Kavach Accessories Private Limited',
      address: 'Plot 12, Okhla Industrial Estate Phase III, New Delhi 110020',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110020',
      phone: '1145678910',
      email: 'support@kavach.shop',
    })
    expect(
      returnAddressOf({ ...SAMPLE_PROFILE, address: 'Plot 12 Okhla' }, '110020'),
    ).toMatchObject({ city: 'Delhi', pincode: '110020' })
    // A registered office elsewhere is written to with its own PIN code, not the warehouse's.
    expect(
      returnAddressOf({ ...SAMPLE_PROFILE, address: 'Unit 4, Sector 63\nNoida 201301' }, '110020'),
    ).toMatchObject({ city: 'Noida', pincode: '201301' })
  })
})
