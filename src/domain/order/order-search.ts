// How staff find an order by what they were told: its number, the buyer's name, email or phone
// (as typed at checkout, with or without +91 or spaces), the pincode, a product's name or SKU.

/** Fewer digits than this are no phone number to look for (a pincode has six). */
export const PHONE_SEARCH_MIN_DIGITS = 5
/** An Indian mobile number's digits, without +91 or a leading 0. */
const NATIONAL_DIGITS = 10

export interface OrderSearch {
  /** As typed, trimmed: found inside an order number or email, or as a whole SKU. */
  text: string
  /** Whole words every one of which a name or a product the order holds must have. */
  words: string[]
  /** The digits of a phone number (or its end) the search is, without +91 or a leading 0. */
  phone?: string
  /** A six-digit pincode the search is. */
  pincode?: string
}

/** A phone number's national digits: "+91 98765 43210", "098765-43210" and "9876543210" agree. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === NATIONAL_DIGITS + 2 && digits.startsWith('91')) return digits.slice(2)
  if (digits.length === NATIONAL_DIGITS + 1 && digits.startsWith('0')) return digits.slice(1)
  return digits
}

export function readOrderSearch(search: string): OrderSearch {
  const text = search.trim()
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const phoneLike = /^[\d\s+()-]+$/.test(text)
  const phone = phoneLike ? nationalDigits(text) : ''
  return {
    text,
    words,
    ...(phone.length >= PHONE_SEARCH_MIN_DIGITS && { phone }),
    ...(/^\d{6}$/.test(text) && { pincode: text }),
  }
}
