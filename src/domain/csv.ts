// CSV as spreadsheets read it (RFC 4180): a field with a comma, quote or line break is quoted, and
// a text field a spreadsheet would run as a formula (=, +, -, @) is kept as text with a leading '.
// The file starts with a byte-order mark, so Excel reads ₹ and Indian scripts as UTF-8.
import type { Paise } from './money.ts'

export type CsvCell = string | number | boolean | null | undefined

const FORMULA = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'string') return String(value)
  const text = FORMULA.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const BYTE_ORDER_MARK = '\uFEFF'

export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  const lines = [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))]
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`
}

/** Paise as the rupees a spreadsheet sums: '4391.00'. */
export const csvRupees = (paise: Paise) => (paise / 100).toFixed(2)
