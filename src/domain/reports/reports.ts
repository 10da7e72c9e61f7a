// The admin's Reports: the GSTR-1 tables as CSV beside the return's JSON, and the invoice register.
import { z } from 'zod'
import { rupees } from '../money-codec.ts'
import { PAYMENT_METHODS } from '../order/payment-method.ts'

export const GSTR1_TABLES = {
  b2b: {
    title: 'B2B invoices (4A)',
    columns: [
      'gstin_of_buyer',
      'invoice_number',
      'invoice_date',
      'invoice_value',
      'place_of_supply',
      'rate',
      'taxable_value',
      'igst',
      'cgst',
      'sgst',
    ],
  },
  b2cl: {
    title: 'B2C large invoices (5)',
    columns: [
      'invoice_number',
      'invoice_date',
      'invoice_value',
      'place_of_supply',
      'rate',
      'taxable_value',
      'igst',
    ],
  },
  b2cs: {
    title: 'B2C others (7)',
    columns: ['supply_type', 'place_of_supply', 'rate', 'taxable_value', 'igst', 'cgst', 'sgst'],
  },
  cdnr: {
    title: 'Credit notes, registered (9B)',
    columns: [
      'gstin_of_buyer',
      'note_number',
      'note_date',
      'note_value',
      'place_of_supply',
      'rate',
      'taxable_value',
      'igst',
      'cgst',
      'sgst',
    ],
  },
  cdnur: {
    title: 'Credit notes, unregistered (9B)',
    columns: [
      'type',
      'note_number',
      'note_date',
      'note_value',
      'place_of_supply',
      'rate',
      'taxable_value',
      'igst',
    ],
  },
  hsn: {
    title: 'HSN summary (12)',
    columns: [
      'table',
      'hsn',
      'description',
      'uqc',
      'quantity',
      'rate',
      'taxable_value',
      'igst',
      'cgst',
      'sgst',
    ],
  },
  docs: {
    title: 'Documents issued (13)',
    columns: ['document_type', 'from', 'to', 'total', 'cancelled', 'net_issued'],
  },
} as const satisfies Record<string, { title: string; columns: readonly string[] }>
export type Gstr1Table = keyof typeof GSTR1_TABLES
export const GSTR1_TABLE_NAMES = Object.keys(GSTR1_TABLES) as Gstr1Table[]

export const INVOICE_REGISTER_COLUMNS = [
  'number',
  'kind',
  'issued_on',
  'against_invoice',
  'order_number',
  'buyer',
  'buyer_gstin',
  'place_of_supply',
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'total',
] as const

export const SalesReportSchema = z.object({
  /** Every IST day of the period, in order, with its orders placed and their totals. */
  byDay: z.array(z.object({ date: z.string(), orders: z.number(), sales: rupees() })),
  /** Goods sold (shelf prices, before coupons) by category, the largest first. */
  byCategory: z.array(z.object({ category: z.string(), units: z.number(), sales: rupees() })),
  byPaymentMethod: z.array(
    z.object({ method: z.enum(PAYMENT_METHODS), orders: z.number(), sales: rupees() }),
  ),
})
export type SalesReport = z.infer<typeof SalesReportSchema>
/** Goods whose product was deleted since keep their sales under this. */
export const REMOVED_PRODUCTS = 'Removed products'
