// The product CSV staff export and import: one line per variant, its product's fields repeated on
// each. Prices are the pre-tax rupees the product form takes; a variant's own price, when it has
// one, is in variant_price. Options read "Phone model=iPhone 16; Colour=Black".
import { z } from 'zod'
import { csvText } from '../csv.ts'
import type { ProductOption, VariantOptions } from './variant.ts'

export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'name',
  'brand',
  'category',
  'subcategory',
  'price',
  'original_price',
  'hsn_code',
  'gst_rate',
  'image',
  'variant_id',
  'sku',
  'options',
  'stock',
  'variant_price',
  'variant_original_price',
  /** The count when the file was exported, so an import changes stock by what staff changed. */
  'exported_stock',
] as const

const OPTION_SEPARATOR = '; '

/** A variant's values in its product's option order: "Phone model=iPhone 16; Colour=Black". */
export const optionsCell = (options: VariantOptions, names: string[]) =>
  names
    .flatMap((name) => (options[name] ? [`${name}=${options[name]}`] : []))
    .join(OPTION_SEPARATOR)

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number]
/** The columns a new product needs; the rest may be left out of the file. */
const REQUIRED_COLUMNS: ProductCsvColumn[] = ['name', 'brand', 'category', 'price', 'image', 'sku']
/** The columns that belong to the product, the same on each of its lines. */
export const PRODUCT_FIELD_COLUMNS = [
  'name',
  'brand',
  'category',
  'subcategory',
  'price',
  'original_price',
  'hsn_code',
  'gst_rate',
  'image',
] as const satisfies ProductCsvColumn[]

export const PRODUCT_CSV_MAX_LINES = 10_000

export const PRODUCT_IMPORT_MESSAGES = {
  empty: 'The file holds no products',
  unreadable: 'The file could not be read as CSV: a quote is never closed',
  tooLong: `The file holds more than ${PRODUCT_CSV_MAX_LINES.toLocaleString('en-IN')} lines: split it`,
  header: (missing: string[], unknown: string[]) =>
    [
      missing.length > 0 && `The first line must name the columns; missing: ${missing.join(', ')}`,
      unknown.length > 0 && `Unknown columns: ${unknown.join(', ')}`,
    ]
      .filter(Boolean)
      .join('. '),
  columns: (expected: number, found: number) => `Expected ${expected} fields, found ${found}`,
  options: 'Options read "Name=Value; Name=Value"',
  differs: (line: number) => `Differs from line ${line}, which holds this product's fields`,
  unknownProduct: 'No product has this product_id',
  foreignVariant: "This variant_id is not one of this product's variants",
  failed: (lines: number) =>
    `Nothing was imported: ${lines} ${lines === 1 ? 'line has' : 'lines have'} a problem`,
  checked: (created: number, updated: number) =>
    `The file is ready: it would add ${created} and change ${updated} products`,
  imported: (created: number, updated: number) =>
    `Added ${created} and changed ${updated} products`,
}

export interface ProductCsvLine {
  line: number
  cells: Partial<Record<ProductCsvColumn, string>>
}

/** A product's lines: one per variant, the first holding its fields. */
export interface ProductCsvGroup {
  productId?: string
  lines: ProductCsvLine[]
}

export interface CsvFieldError {
  line: number
  column?: ProductCsvColumn
  message: string
}

/**
 * The file's products, each its lines (grouped by product_id, or by name and brand for new ones),
 * or what makes the file unreadable; each line's own problems come when its product is checked.
 */
export function readProductCsv(records: { line: number; fields: string[] }[]): {
  groups: ProductCsvGroup[]
  errors: CsvFieldError[]
} {
  const [header, ...rows] = records
  if (!header || rows.length === 0) return { groups: [], errors: [] }
  const names = header.fields.map((f) => f.trim().toLowerCase())
  const known = new Set<string>(PRODUCT_CSV_COLUMNS)
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c))
  const unknown = names.filter((n) => !known.has(n))
  if (missing.length > 0 || unknown.length > 0) {
    return {
      groups: [],
      errors: [{ line: header.line, message: PRODUCT_IMPORT_MESSAGES.header(missing, unknown) }],
    }
  }
  const errors: CsvFieldError[] = []
  const groups = new Map<string, ProductCsvGroup>()
  let previous: string | undefined
  for (const { line, fields } of rows) {
    if (fields.length !== names.length) {
      errors.push({ line, message: PRODUCT_IMPORT_MESSAGES.columns(names.length, fields.length) })
      continue
    }
    const cells = Object.fromEntries(
      names.map((name, i) => [name, csvText(fields[i] ?? '').trim()]),
    ) as ProductCsvLine['cells']
    const productId = cells.product_id || undefined
    // A new product's later lines may leave its name and brand blank: they continue it.
    const continues = !productId && !cells.name && !cells.brand && previous !== undefined
    const key =
      productId ??
      (continues
        ? previous
        : JSON.stringify([cells.name?.toLowerCase(), cells.brand?.toLowerCase()]))
    if (key === undefined) continue
    const group = groups.get(key) ?? { ...(productId && { productId }), lines: [] }
    group.lines.push({ line, cells })
    groups.set(key, group)
    previous = key
  }
  return { groups: [...groups.values()], errors }
}

/** A cell as the form's number: blank is left out, anything else is read (NaN fails the form's check). */
const numberCell = (cell: string | undefined) =>
  cell === undefined || cell === '' ? undefined : Number(cell)
const orNull = (cell: string | undefined) => (cell === '' ? null : numberCell(cell))

function readOptions(cell: string): VariantOptions | undefined {
  const options: VariantOptions = {}
  for (const part of cell
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = part.indexOf('=')
    if (at < 1) return undefined
    options[part.slice(0, at).trim()] = part.slice(at + 1).trim()
  }
  return options
}

/**
 * A variant's stock as the file asks: a count for a new one; for a saved one, the change from
 * `exported_stock` (the count when the file was exported) applied to the count now, so units sold
 * since the export stay sold. Blank stops counting; left out (or unchanged), the count stays.
 */
function stockOf(
  cells: ProductCsvLine['cells'],
  count: number | null | undefined,
  saved: boolean,
): number | null | undefined {
  if (cells.stock === undefined) return undefined
  const asked = orNull(cells.stock)
  if (!saved || cells.exported_stock === undefined) return asked
  const exported = orNull(cells.exported_stock)
  if (asked === exported) return undefined
  if (asked === null || asked === undefined || exported === null || exported === undefined) {
    return asked
  }
  return Math.max(0, (count ?? exported) + (asked - exported))
}

/** What the product form holds for a saved product, its variants kept as they are. */
export interface SavedProductForm {
  form: Record<string, unknown>
  /** Without their stock, so a variant the file leaves alone keeps its count. */
  variants: (Record<string, unknown> & { id: string })[]
  /** Each variant's count now, null for one not counted. */
  counts: Map<string, number | null>
  options: ProductOption[]
}

/**
 * The product form a group of lines asks for: the product's fields from its first line over the
 * saved product's (for one it changes), its variants each line's, after the saved ones it leaves
 * out. Each line's problems that the form can't see (options written wrong, a product's field
 * differing between its lines, a variant of another product) come back as errors.
 */
export function productFormOf(
  group: ProductCsvGroup,
  saved?: SavedProductForm,
): { form: Record<string, unknown>; lines: (number | undefined)[]; errors: CsvFieldError[] } {
  const errors: CsvFieldError[] = []
  const [first] = group.lines
  if (!first) return { form: {}, lines: [], errors }
  for (const { line, cells } of group.lines.slice(1)) {
    for (const column of PRODUCT_FIELD_COLUMNS) {
      const cell = cells[column]
      if (cell && cell !== first.cells[column]) {
        errors.push({ line, column, message: PRODUCT_IMPORT_MESSAGES.differs(first.line) })
      }
    }
  }
  const has = (column: ProductCsvColumn) => first.cells[column] !== undefined
  const product: Record<string, unknown> = { ...saved?.form }
  const set = (key: string, column: ProductCsvColumn, read: (cell: string) => unknown) => {
    const cell = first.cells[column]
    if (cell !== undefined && (cell !== '' || !saved)) product[key] = read(cell)
  }
  set('name', 'name', (c) => c)
  set('brand', 'brand', (c) => c)
  set('category', 'category', (c) => c)
  if (has('subcategory')) product.subcategory = first.cells.subcategory || null
  set('price', 'price', numberCell)
  if (has('original_price')) product.originalPrice = orNull(first.cells.original_price)
  set('hsnCode', 'hsn_code', (c) => c || undefined)
  set('gstRate', 'gst_rate', numberCell)
  set('image', 'image', (c) => c)

  const savedIds = new Set(saved?.variants.map((v) => v.id))
  const fromLines = group.lines.map(({ line, cells }) => {
    const options = cells.options === undefined ? undefined : readOptions(cells.options)
    if (cells.options !== undefined && !options) {
      errors.push({ line, column: 'options', message: PRODUCT_IMPORT_MESSAGES.options })
    }
    const id = cells.variant_id || undefined
    if (id && saved && !savedIds.has(id)) {
      errors.push({ line, column: 'variant_id', message: PRODUCT_IMPORT_MESSAGES.foreignVariant })
    }
    const before = saved?.variants.find((v) => v.id === id)
    const stock = stockOf(cells, id ? saved?.counts.get(id) : undefined, before !== undefined)
    return {
      ...before,
      ...(id && !before && { id }),
      sku: cells.sku || before?.sku,
      options: options ?? (before?.options as VariantOptions | undefined) ?? {},
      ...(stock !== undefined && { stock }),
      ...(cells.variant_price !== undefined && { price: orNull(cells.variant_price) }),
      ...(cells.variant_original_price !== undefined && {
        originalPrice: orNull(cells.variant_original_price),
      }),
    }
  })
  // The saved variants keep their order, the file's in their places; new ones come after.
  const named = new Map<string, Record<string, unknown>>(
    fromLines.flatMap((v) => (v.id && savedIds.has(v.id) ? [[v.id, v]] : [])),
  )
  const variants = [
    ...(saved?.variants.map((v) => named.get(v.id) ?? v) ?? []),
    ...fromLines.filter((v) => !(v.id && savedIds.has(v.id))),
  ]
  const lineOf = new Map<unknown, number>(fromLines.map((v, i) => [v, group.lines[i]?.line ?? 0]))
  product.options = optionsOf(
    saved?.options ?? [],
    variants.map((v) => v.options as VariantOptions),
  )
  product.variants = variants
  return { form: product, lines: variants.map((v) => lineOf.get(v)), errors }
}

/** The saved options with every value the variants name added, in the order first named. */
function optionsOf(saved: ProductOption[], chosen: VariantOptions[]): ProductOption[] {
  const options = saved.map((o) => ({ name: o.name, values: [...o.values] }))
  for (const values of chosen) {
    for (const [name, value] of Object.entries(values)) {
      const option = options.find((o) => o.name === name) ?? { name, values: [] }
      if (!options.includes(option)) options.push(option)
      if (!option.values.includes(value)) option.values.push(value)
    }
  }
  return options
}

const FORM_COLUMNS: Record<string, ProductCsvColumn> = {
  name: 'name',
  brand: 'brand',
  category: 'category',
  subcategory: 'subcategory',
  price: 'price',
  originalPrice: 'original_price',
  hsnCode: 'hsn_code',
  gstRate: 'gst_rate',
  image: 'image',
  options: 'options',
  variants: 'options',
}
const VARIANT_COLUMNS: Record<string, ProductCsvColumn> = {
  id: 'variant_id',
  sku: 'sku',
  options: 'options',
  stock: 'stock',
  price: 'variant_price',
  originalPrice: 'variant_original_price',
}

/**
 * Where a problem the product form found lies in the file: a variant's on its line, the
 * product's on its first line, each in its column.
 */
export function formIssueAt(
  group: ProductCsvGroup,
  /** The file's line of each variant in the form, undefined for a saved one it leaves out. */
  lines: (number | undefined)[],
  path: PropertyKey[],
  message: string,
): CsvFieldError {
  const first = group.lines[0]?.line ?? 0
  const [key, index, field] = path
  if (key === 'variants' && typeof index === 'number') {
    return { line: lines[index] ?? first, column: VARIANT_COLUMNS[String(field)] ?? 'sku', message }
  }
  const column = FORM_COLUMNS[String(key)]
  return { line: first, ...(column && { column }), message }
}

export const ProductImportResponseSchema = z.object({
  message: z.string(),
  /** A check only: nothing was written. */
  dryRun: z.boolean(),
  created: z.array(z.object({ line: z.number(), name: z.string(), variants: z.number() })),
  /** Each product the file changes, with the columns it changes ('variants' for one added). */
  changed: z.array(z.object({ line: z.number(), name: z.string(), columns: z.array(z.string()) })),
  unchanged: z.number(),
})
export type ProductImportResponse = z.infer<typeof ProductImportResponseSchema>

export const ProductImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun is true or false' })
    .optional()
    .transform((flag) => flag === 'true'),
})
