// Products added and changed from the product CSV: every line checked as the product form checks
// it, then all written in one transaction or none. A dry run writes the same way and rolls back,
// so it finds every problem a real import would.
import { inArray } from 'drizzle-orm'
import { parseCsv } from '#domain/csv.ts'
import { paiseToRupees } from '#domain/money.ts'
import { ProductFormSchema } from '#domain/product/admin-products.ts'
import {
  type CsvFieldError,
  formIssueAt,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_FIELD_COLUMNS,
  PRODUCT_CSV_MAX_LINES,
  PRODUCT_IMPORT_MESSAGES as MESSAGES,
  type ProductCsvGroup,
  type ProductImportResponse,
  productFormOf,
  readProductCsv,
  type SavedProductForm,
} from '#domain/product/product-csv.ts'
import { isUuid } from '#domain/product/product-id.ts'
import type { Db } from '../../db/client.ts'
import {
  type Product,
  products,
  type ProductVariant,
  productVariants,
} from '../../db/schema/index.ts'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { productCsvLine } from './exports.ts'
import { insertProduct, saveProduct } from './products.ts'

interface Saved extends SavedProductForm {
  product: Product
  /** Each variant's line as the export writes it, to tell what the file changes. */
  lines: Map<string, Record<string, string>>
}

/** Thrown to roll a dry run back, carrying its answer out of the transaction. */
class DryRun extends Error {
  constructor(readonly answer: ProductImportResponse) {
    super('dry run')
  }
}

export async function importProducts(
  db: Db,
  csv: string,
  { dryRun, userId }: { dryRun: boolean; userId: string },
): Promise<ProductImportResponse> {
  const records = parseCsv(csv)
  if (!records) throw badRequest(MESSAGES.unreadable)
  if (records.length - 1 > PRODUCT_CSV_MAX_LINES) throw badRequest(MESSAGES.tooLong)
  const { groups, errors } = readProductCsv(records)
  if (groups.length === 0 && errors.length === 0) throw badRequest(MESSAGES.empty)
  const saved = await savedProducts(
    db,
    groups.flatMap((g) => (g.productId && isUuid(g.productId) ? [g.productId] : [])),
  )

  const planned = groups.flatMap((group) => {
    const first = group.lines[0]?.line ?? 0
    const before = group.productId ? saved.get(group.productId) : undefined
    if (group.productId && !before) {
      errors.push({ line: first, column: 'product_id', message: MESSAGES.unknownProduct })
      return []
    }
    const { form, lines, errors: lineErrors } = productFormOf(group, before)
    errors.push(...lineErrors)
    const parsed = ProductFormSchema.safeParse(form)
    if (!parsed.success) {
      errors.push(...parsed.error.issues.map((i) => formIssueAt(group, lines, i.path, i.message)))
      return []
    }
    return [{ group, first, before, form: parsed.data }]
  })
  if (errors.length > 0) throw refused(errors)

  try {
    return await db.transaction(async (tx) => {
      const answer: ProductImportResponse = {
        message: '',
        dryRun,
        created: [],
        changed: [],
        unchanged: 0,
      }
      for (const { group, first, before, form } of planned) {
        try {
          // A savepoint each, so one product's refusal still lets the rest be checked.
          await tx.transaction(async (product) => {
            if (before) await saveProduct(product, before.product.id, form, userId)
            else await insertProduct(product, form, userId)
          })
        } catch (error) {
          if (!(error instanceof HttpError)) throw error
          errors.push({ ...placeOf(group, error.message), message: error.message })
          continue
        }
        if (!before) {
          answer.created.push({ line: first, name: form.name, variants: group.lines.length })
          continue
        }
        const columns = changedColumns(group, before)
        if (columns.length > 0) answer.changed.push({ line: first, name: form.name, columns })
        else answer.unchanged += 1
      }
      if (errors.length > 0) throw refused(errors)
      const counts = [answer.created.length, answer.changed.length] as const
      answer.message = dryRun ? MESSAGES.checked(...counts) : MESSAGES.imported(...counts)
      if (dryRun) throw new DryRun(answer)
      return answer
    })
  } catch (error) {
    if (error instanceof DryRun) return error.answer
    throw error
  }
}

/** The saved products the file names, as the form holds them and as the export writes them. */
async function savedProducts(db: Db, ids: string[]): Promise<Map<string, Saved>> {
  if (ids.length === 0) return new Map()
  const [rows, variants] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
  ])
  return new Map(
    rows.map((product) => {
      const own = variants
        .filter((v) => v.productId === product.id)
        .sort((a, b) => a.position - b.position || a.sku.localeCompare(b.sku))
      return [product.id, savedProduct(product, own)]
    }),
  )
}

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise))

function savedProduct(product: Product, variants: ProductVariant[]): Saved {
  return {
    product,
    form: {
      name: product.name,
      brand: product.brand,
      category: product.category,
      subcategory: product.subcategory,
      price: paiseToRupees(product.price),
      originalPrice: rupees(product.originalPrice),
      hsnCode: product.hsnCode,
      gstRate: product.gstRate,
      weightGrams: product.weightGrams,
      image: product.image,
      moreImages: product.moreImages,
      description: product.description,
      features: product.features,
      coloredTags: product.coloredTags,
      inStock: product.inStock,
      isNewProduct: product.isNewProduct,
      isGift: product.isGift,
      isFeatured: product.isFeatured,
      isOnSale: product.isOnSale,
      isTopRated: product.isTopRated,
    },
    options: product.options,
    counts: new Map(variants.map((v) => [v.id, v.stock])),
    // Without their stock: a variant the file leaves out keeps its count.
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      options: v.options,
      price: rupees(v.priceOverride),
      originalPrice: rupees(v.originalPriceOverride),
      image: v.image,
      lowStockThreshold: v.lowStockThreshold,
    })),
    lines: new Map(
      variants.map((v) => [
        v.id,
        Object.fromEntries(
          productCsvLine(product, v).map((cell, i) => [PRODUCT_CSV_COLUMNS[i], String(cell ?? '')]),
        ),
      ]),
    ),
  }
}

/**
 * The columns whose cells would change what the export writes for the saved product: a blank
 * product field keeps the saved one, as does a later line's, and SKUs are read in capitals.
 */
function changedColumns(group: ProductCsvGroup, before: Saved): string[] {
  const changed = new Set<string>()
  const same = (a: string, b: string) =>
    a === b || (a !== '' && b !== '' && Number(a) === Number(b))
  group.lines.forEach(({ cells }, i) => {
    const saved = cells.variant_id ? before.lines.get(cells.variant_id) : undefined
    if (!saved) {
      changed.add('variants')
      return
    }
    for (const [column, cell] of Object.entries(cells)) {
      const productField = (PRODUCT_FIELD_COLUMNS as readonly string[]).includes(column)
      if (column === 'product_id' || column === 'exported_stock') continue
      if (productField && (i > 0 || (cell === '' && !BLANK_CLEARS.has(column)))) continue
      if (column === 'stock' && cells.exported_stock !== undefined) {
        if (!same(cell, cells.exported_stock)) changed.add(column)
        continue
      }
      const value = column === 'sku' ? cell.toUpperCase() : cell
      if (!same(value, saved[column] ?? '')) changed.add(column)
    }
  })
  return [...changed]
}

/** Product fields a blank empties rather than keeps. */
const BLANK_CLEARS = new Set(['subcategory', 'original_price'])

/**
 * Where a refusal from saving lies: on the line of the SKU it names (in its column), a phone
 * model's among the options, else on the product's first line.
 */
function placeOf(group: ProductCsvGroup, message: string): Omit<CsvFieldError, 'message'> {
  const first = group.lines[0]?.line ?? 0
  const named = group.lines.find(({ cells }) => {
    const sku = cells.sku?.toUpperCase()
    return sku !== undefined && sku !== '' && message.includes(sku)
  })
  if (named) return { line: named.line, column: /\bSKU\b/.test(message) ? 'sku' : 'stock' }
  if (/phone model/i.test(message)) return { line: first, column: 'options' }
  return { line: first }
}

function refused(errors: CsvFieldError[]) {
  const sorted = [...errors].sort((a, b) => a.line - b.line)
  return badRequest(
    MESSAGES.failed(new Set(sorted.map((e) => e.line)).size),
    sorted.map((e) => ({
      path: e.column ? `line ${e.line}, ${e.column}` : `line ${e.line}`,
      message: e.message,
    })),
  )
}
