// Invoice and credit-note serials: one sequence per series and financial year (April to March, IST).
import { INVOICE_NUMBER_MAX_LENGTH, type InvoiceKind } from './document.ts'

export const INVOICE_SERIES: Record<InvoiceKind, string> = { invoice: 'KV', credit_note: 'CN' }

const istYearMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
})

/** '2026-27' for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYearOf(at: Date): string {
  const [year = 0, month = 0] = istYearMonth.format(at).split('-').map(Number)
  const start = month >= 4 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** 'KV/26-27/000042': series, the financial year's short form and the serial, at most 16 characters. */
export function invoiceNumber(kind: InvoiceKind, financialYear: string, serial: number): string {
  const number = `${INVOICE_SERIES[kind]}/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new Error(
      `Invoice serial ${serial} no longer fits ${INVOICE_NUMBER_MAX_LENGTH} characters`,
    )
  }
  return number
}
