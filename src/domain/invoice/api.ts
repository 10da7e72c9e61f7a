// How the API names an order's invoice and credit notes, and where their PDFs are fetched.
import { z } from 'zod'
import { IdParamsSchema } from '../api-shapes.ts'
import { rupees } from '../money-codec.ts'
import { INVOICE_KINDS } from './document.ts'

export const OrderDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  /** The invoice's total, or what the credit note gives back. */
  total: rupees(),
})
export type OrderDocument = z.input<typeof OrderDocumentSchema>

export const CreditNoteParamsSchema = IdParamsSchema.extend({ noteId: z.uuid('Not found') })

export const INVOICE_NOT_ISSUED = 'No invoice yet: it is issued once the order is paid'
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found'
/** The reason a credit note gives when staff cancel a paid order. */
export const CANCELLED_BY_SHOP = 'Order cancelled by the shop'
export const DOWNLOAD_INVOICE = 'Download invoice'
export const DOWNLOAD_CREDIT_NOTE = 'Credit note'

export const invoicePdfPath = (orderId: string) => `/api/orders/${orderId}/invoice.pdf`
export const creditNotePdfPath = (orderId: string, noteId: string) =>
  `/api/orders/${orderId}/credit-notes/${noteId}.pdf`

/** 'invoice-KV-26-27-000042.pdf': the number made safe for a file name. */
export const documentFileName = (kind: string, number: string) =>
  `${kind.replace('_', '-')}-${number.replaceAll('/', '-')}.pdf`
