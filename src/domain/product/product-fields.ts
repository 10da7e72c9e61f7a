// Fields the product form and its variants share: prices and pictures.
import { z } from 'zod'
import { formatRupees, type Paise, paiseToRupees } from '../money.ts'
import { rupees } from '../money-codec.ts'
import { singleLineText } from '../text.ts'

/** A pre-tax price whose shelf price (+18%) still fits one unit into the largest order. */
export const MAX_PRODUCT_PRICE: Paise = 4_00_000_00

export const REQUIRED_FIELDS = 'Please fill in all required fields'

/** Sent as rupees with at most two decimals, up to `max`; read as paise. */
export const rupeeAmount = (label: string, max: Paise = MAX_PRODUCT_PRICE) =>
  rupees(
    z
      .number()
      .multipleOf(0.01, 'Use at most two decimals')
      .max(paiseToRupees(max), `${label} must be at most ${formatRupees(max)}`),
  )

/** A picture: an upload of ours (a path) or an https URL. */
export const imageUrl = (label: string, params: { error?: string } = {}) =>
  singleLineText(label, params)
    .trim()
    .min(1, params.error ?? `${label} is required`)
    .max(500)
    .refine(
      (url) => url.startsWith('/') || /^https:\/\//.test(url),
      `${label} must be an uploaded image or an https URL`,
    )
