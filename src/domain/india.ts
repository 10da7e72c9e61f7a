// The states and union territories a shipping address may name.
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const
export type IndianState = (typeof INDIAN_STATES)[number]

/** The most a phone number takes as people type it: `+91 98110-12345`. */
export const PHONE_INPUT_MAX = 16

/**
 * An Indian phone number as people type it (`+91 98110 12345`, `098110-12345`, `(981) 101 2345`)
 * read as its 10 digits; anything else is answered as it came, for the caller to refuse.
 */
export function readIndianPhone(typed: string): string {
  const digits = typed.replace(/[\s().-]/g, '')
  const national = digits.replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '')
  return /^\d{10}$/.test(national) ? national : typed
}

/** A mobile number in India's numbering plan: 10 digits, the first 6 to 9. */
export const isIndianMobile = (phone: string) => /^[6-9]\d{9}$/.test(phone)
