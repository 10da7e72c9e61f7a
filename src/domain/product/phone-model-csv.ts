// Reading a CSV of phone models (brand,series,name,aliases,releaseYear,active) into checked rows.
import type { z } from 'zod'
import { type PhoneModelUpdate, PhoneModelUpdateSchema } from './phone-model-admin.ts'

export const PHONE_MODEL_CSV_COLUMNS = [
  'brand',
  'series',
  'name',
  'aliases',
  'releaseYear',
  'active',
] as const
export const PHONE_MODEL_CSV_MAX_LINES = 2000
/** Aliases share one column, separated by this. */
export const ALIAS_SEPARATOR = '|'

const TRUE = new Set(['', 'true', 'yes', 'y', '1', 'active'])
const FALSE = new Set(['false', 'no', 'n', '0', 'inactive'])

export interface CsvRow {
  /** The line of the file it came from, counting from 1. */
  line: number
  model: PhoneModelUpdate
}

export interface CsvLineError {
  line: number
  message: string
}

/** One line's fields, with "double quotes" around a field that holds a comma or a quote ("") . */
export function csvFields(line: string): string[] | undefined {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      fields.push(field)
      field = ''
    } else field += c
  }
  if (quoted) return undefined
  fields.push(field)
  return fields
}

const isHeader = (fields: string[]) =>
  fields.map((f) => f.trim().toLowerCase()).join(',') ===
  PHONE_MODEL_CSV_COLUMNS.join(',').toLowerCase()

function lineModel(fields: string[]): PhoneModelUpdate | string {
  if (fields.length !== PHONE_MODEL_CSV_COLUMNS.length) {
    return `Expected ${PHONE_MODEL_CSV_COLUMNS.length} columns (${PHONE_MODEL_CSV_COLUMNS.join(',')}), found ${fields.length}`
  }
  const [brand, series, name, aliases, year, active] = fields.map((f) => f.trim()) as string[]
  const flag = (active ?? '').toLowerCase()
  if (!TRUE.has(flag) && !FALSE.has(flag)) return 'Active must be true or false'
  const parsed = PhoneModelUpdateSchema.safeParse({
    brand,
    series,
    name,
    aliases: (aliases ?? '').split(ALIAS_SEPARATOR).filter((a) => a.trim() !== ''),
    releaseYear: /^\d+$/.test(year ?? '') ? Number(year) : Number.NaN,
    active: TRUE.has(flag),
  })
  return parsed.success ? parsed.data : firstMessage(parsed.error)
}

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid line'

/**
 * The file's models and each bad line's problem. A first line naming the columns is skipped, and
 * so are blank lines. Whether the models clash with each other or the list is the service's to say.
 */
export function parsePhoneModelCsv(text: string): { rows: CsvRow[]; errors: CsvLineError[] } {
  const rows: CsvRow[] = []
  const errors: CsvLineError[] = []
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (lines.length > PHONE_MODEL_CSV_MAX_LINES + 1) {
    return {
      rows,
      errors: [{ line: 1, message: `A file holds at most ${PHONE_MODEL_CSV_MAX_LINES} lines` }],
    }
  }
  lines.forEach((text, index) => {
    const line = index + 1
    if (text.trim() === '') return
    const fields = csvFields(text)
    if (!fields) return void errors.push({ line, message: 'A quoted field is not closed' })
    if (line === 1 && isHeader(fields)) return
    const model = lineModel(fields)
    if (typeof model === 'string') errors.push({ line, message: model })
    else rows.push({ line, model })
  })
  return { rows, errors }
}
