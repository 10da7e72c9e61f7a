// The shop's seller profile: who sells (invoices, credit notes, GSTR-1), how shoppers reach the
// shop (footer, contact and policy pages, mails) and whom they may complain to (the grievance
// officer the Consumer Protection (E-Commerce) Rules, 2020 ask a shop to name).
import { z } from 'zod'
import { EmailSchema } from './account.ts'
import { INDIAN_STATES, type IndianState } from './india.ts'
import type { Seller } from './invoice/build.ts'
import type { OrderAddress } from './order/responses.ts'
import { GST_STATE_CODES, GstinSchema } from './invoice/gstin.ts'
import { lengthWithin, multiLineText, singleLineText } from './text.ts'
import { addressOnOneLine } from './shop-profile-text.ts'

export const SHOP_PROFILE_LIMITS = {
  legalName: 120,
  address: 300,
  addressLines: 4,
  supportHours: 80,
  person: 80,
  phone: 20,
} as const

export const SHOP_PROFILE_MESSAGES = {
  cin: 'Please enter a valid 21-character CIN, such as U47912DL2023PTC412345',
  phone: 'Please enter a phone number of 10 to 13 digits',
  addressLines: `Address must fit on ${SHOP_PROFILE_LIMITS.addressLines} lines`,
  gstinState: (state: IndianState) =>
    `A GSTIN registered in ${state} starts with ${GST_STATE_CODES[state]}`,
  saved: 'Shop profile saved',
} as const

/** A company's Corporate Identity Number: listed or not, industry, state, year, kind, number. */
const CIN_SHAPE = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/

const line = (label: string, max: number) =>
  lengthWithin(singleLineText(label, { error: `${label} is required` }).trim(), label, {
    min: 1,
    max,
  })

/** The address as lines, each trimmed, blank ones dropped. */
const AddressSchema = lengthWithin(
  multiLineText('Address', { error: 'Address is required' }).trim(),
  'Address',
  { min: 1, max: SHOP_PROFILE_LIMITS.address },
)
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((part) => part.trim())
      .filter(Boolean)
      .join('\n'),
  )
  .refine(
    (text) => text.split('\n').length <= SHOP_PROFILE_LIMITS.addressLines,
    SHOP_PROFILE_MESSAGES.addressLines,
  )

/** A phone number as it is printed (`+91 11 4567 8910`): digits, spaces, dashes, a leading +. */
const PhoneSchema = line('Phone', SHOP_PROFILE_LIMITS.phone).refine((typed) => {
  const digits = typed.replace(/[\s-]/g, '')
  return /^\+?\d{10,13}$/.test(digits)
}, SHOP_PROFILE_MESSAGES.phone)

export const ShopProfileSchema = z
  .object({
    legalName: line('Legal name', SHOP_PROFILE_LIMITS.legalName),
    address: AddressSchema,
    state: z.enum(INDIAN_STATES, { error: 'Please choose a state' }),
    gstin: GstinSchema,
    /** Empty for a seller that is not a company. */
    cin: z
      .string({ error: SHOP_PROFILE_MESSAGES.cin })
      .trim()
      .toUpperCase()
      .refine((cin) => cin === '' || CIN_SHAPE.test(cin), SHOP_PROFILE_MESSAGES.cin)
      .transform((cin) => cin || null)
      .nullable()
      .default(null),
    supportPhone: PhoneSchema,
    supportEmail: EmailSchema,
    supportHours: line('Support hours', SHOP_PROFILE_LIMITS.supportHours),
    grievanceOfficer: z.object({
      name: line('Name', SHOP_PROFILE_LIMITS.person),
      designation: line('Designation', SHOP_PROFILE_LIMITS.person),
      email: EmailSchema,
    }),
  })
  .superRefine((profile, ctx) => {
    if (profile.gstin.slice(0, 2) !== GST_STATE_CODES[profile.state]) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: SHOP_PROFILE_MESSAGES.gstinState(profile.state),
      })
    }
  })

export type ShopProfile = z.output<typeof ShopProfileSchema>
export type ShopProfileInput = z.input<typeof ShopProfileSchema>

/** The profile as answered: its values as stored. */
export const ShopProfileAnswerSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  state: z.enum(INDIAN_STATES),
  gstin: z.string(),
  cin: z.string().nullable(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  supportHours: z.string(),
  grievanceOfficer: z.object({ name: z.string(), designation: z.string(), email: z.string() }),
})

export const ShopProfileResponseSchema = z.object({ profile: ShopProfileAnswerSchema })
export type ShopProfileResponse = z.output<typeof ShopProfileResponseSchema>

export const AdminShopProfileResponseSchema = ShopProfileResponseSchema.extend({
  /** When staff last saved it; null while it holds the environment's values. */
  savedAt: z.iso.datetime().nullable(),
})
export type AdminShopProfileResponse = z.output<typeof AdminShopProfileResponseSchema>

/** Who sells, as an invoice or a credit note issued now names them. */
export function sellerOf(profile: ShopProfile): Seller {
  const { grievanceOfficer } = profile
  return {
    name: profile.legalName,
    address: addressOnOneLine(profile),
    state: profile.state,
    gstin: profile.gstin,
    ...(profile.cin && { cin: profile.cin }),
    grievances: `${grievanceOfficer.name} (${grievanceOfficer.designation}), ${grievanceOfficer.email}, ${profile.supportPhone} (${profile.supportHours})`,
  }
}

/** The PIN code the registered address ends with, if it names one. */
export const addressPincode = (profile: Pick<ShopProfile, 'address'>) =>
  addressOnOneLine(profile).match(/\b(\d{6})\b(?!.*\b\d{6}\b)/)?.[1]

/**
 * Where returns go back to, and what a parcel's label names as its sender: the seller's registered
 * office, at the PIN code its address names (the shop's, `fallbackPincode`, when it names none),
 * with its support phone and email. Its city is the place the address ends with, before the PIN
 * code ("…, New Delhi 110020"), or the state when it names none.
 */
export function returnAddressOf(
  profile: ShopProfile,
  fallbackPincode: string,
): OrderAddress & { email: string } {
  const address = addressOnOneLine(profile)
  const parts = address.split(',')
  const place =
    parts.length > 1
      ? parts
          .at(-1)
          ?.replace(/\b\d{6}\b/, '')
          .trim()
      : undefined
  return {
    name: profile.legalName,
    address,
    city: place || profile.state,
    state: profile.state,
    pincode: addressPincode(profile) ?? fallbackPincode,
    phone: profile.supportPhone.replace(/\D/g, '').slice(-10),
    email: profile.supportEmail,
  }
}

/**
 * The demo shop's profile: sample values, the environment's defaults. The warehouse parcels leave
 * from (Okhla, the default shop pincode 110020) is its registered office.
 */
export const SAMPLE_PROFILE: ShopProfile = {
  legalName: 'Kavach Accessories Private Limited',
  address: 'Plot 12, Okhla Industrial Estate Phase III\nNew Delhi 110020',
  state: 'Delhi',
  gstin: '07AAKCK1234F1ZS',
  cin: 'U47912DL2023PTC412345',
  supportPhone: '+91 11 4567 8910',
  supportEmail: 'support@kavach.shop',
  supportHours: 'Mon-Fri 9AM-6PM IST',
  grievanceOfficer: {
    name: 'Ananya Rao',
    designation: 'Grievance Officer',
    email: 'grievance@kavach.shop',
  },
}
