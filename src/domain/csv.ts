// CSV as spreadsheets read it (RFC 4180): a field with a comma, quote or line break is quoted, and
// a text field a spreadsheet would run as a formula (=, +, -, @) is kept as text with a leading '
// (as is one already starting with ', so reading it back gives it as it was).
// The file starts with a byte-order mark, so Excel reads ₹ and Indian scripts as UTF-8.
import type { Paise } from './money.ts'

export type CsvCell = string | number | boolean | null | undefined

const FORMULA = /^[=+\-@\t\r']/
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

/**
 * A CSV file's records, each a list of fields: quoted fields may hold commas, doubled quotes and
 * line breaks; lines end in CRLF or LF; a byte-order mark and blank lines are skipped. Each record
 * says the line it starts on, counting from 1. Undefined when a quote is never closed.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] | undefined {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text
  const end = () => {
    fields.push(field)
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields })
    fields = []
    field = ''
  }
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else {
        if (c === '\n') line++
        field += c
      }
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      fields.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++
      end()
      line++
      start = line
    } else field += c
  }
  if (quoted) return undefined
  if (field !== '' || fields.length > 0) end()
  return records
}

/** A field written by `csvCell` as it was: a formula kept as text loses its leading '. */
export const csvText = (field: string) => (/^'[=+\-@\t\r']/.test(field) ? field.slice(1) : field)
