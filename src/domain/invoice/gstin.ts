// GSTINs and the GST state codes their first two digits name.
import { z } from 'zod'
import type { IndianState } from '../india.ts'

/** The state codes of the GST system (first two digits of a GSTIN; also the place of supply). */
export const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
}

const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The 15th character of a GSTIN: a base-36 Luhn-style check over the first fourteen. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (const [i, ch] of [...first14].entries()) {
    const product = BASE36.indexOf(ch) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return BASE36.charAt((36 - (sum % 36)) % 36)
}

export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_SHAPE.test(gstin) &&
    Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2)) &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14)
  )
}

export const GSTIN_INVALID = 'Please enter a valid 15-character GSTIN'
export const GstinSchema = z.string().trim().toUpperCase().refine(isValidGstin, GSTIN_INVALID)
