// A GST tax invoice or credit note (CGST Rules 46 and 53) as issued: frozen when it is numbered.
import type { Paise } from '../money.ts'

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]
/** Rule 46(b): a serial number of at most 16 characters, unique within a financial year. */
export const INVOICE_NUMBER_MAX_LENGTH = 16

export interface InvoiceParty {
  name: string
  address: string
  state: string
  /** The two-digit GST state code. */
  stateCode: string
  gstin?: string
  /** The seller's alone: its Corporate Identity Number, when it is a company. */
  cin?: string
  /** The seller's alone: whom a buyer writes to with a grievance (absent before 2026-11-27). */
  grievances?: string
}

export interface InvoiceLine {
  description: string
  /** HSN for goods, SAC for services (shipping, COD fee). */
  hsn: string
  /** Absent on a credit note that gives back part of a line's value rather than its units. */
  quantity?: number
  /** Value after the line's share of any coupon, before tax. */
  taxableValue: Paise
  gstRate: number
  cgst: Paise
  sgst: Paise
  igst: Paise
  /** taxableValue + tax: what the shopper paid for the line. */
  total: Paise
}

export interface InvoiceDocument {
  kind: InvoiceKind
  number: string
  issuedAt: string
  orderNumber: string
  orderDate: string
  seller: InvoiceParty
  buyer: InvoiceParty
  placeOfSupply: string
  /** CGST + SGST when supplied within the seller's state, IGST otherwise. */
  intraState: boolean
  lines: InvoiceLine[]
  taxableValue: Paise
  cgst: Paise
  sgst: Paise
  igst: Paise
  total: Paise
  totalInWords: string
  /** For a credit note: the invoice it corrects and why. */
  against?: { number: string; issuedAt: string }
  reason?: string
}
