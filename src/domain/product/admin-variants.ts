// The options and variants staff edit in the product form, and each variant as staff see it.
import { z } from 'zod'
import { AdminListQuerySchema, emptyAsUndefined, ListPageSchema } from '../api-shapes.ts'
import { rupees } from '../money-codec.ts'
import { lengthWithin, singleLineText } from '../text.ts'
import { imageUrl, rupeeAmount } from './product-fields.ts'
import { MAX_STOCK, STOCK_MOVEMENT_KINDS } from './stock.ts'
import { type ProductOption, type VariantOptions, variantLabel } from './variant.ts'

export const VARIANT_LIMITS = {
  options: 3,
  values: 50,
  variants: 100,
  optionName: 30,
  optionValue: 40,
  sku: 40,
} as const

/** Letters, digits and hyphens, stored upper-case so "kv-1" and "KV-1" are one SKU. */
export const SKU_PATTERN = /^[A-Z0-9-]+$/

export const VARIANT_MESSAGES = {
  skuFormat: 'SKU may hold only letters, digits and hyphens',
  negativeStock: 'Stock cannot be negative',
  tooMuchStock: `Stock can be at most ${MAX_STOCK}`,
  optionsWithoutVariants: 'Add at least one variant for the options',
  oneVariantWithoutOptions: 'A product without options has exactly one variant',
  skuTaken: (sku: string) => `SKU ${sku} is already used by another product`,
  unknownPhoneModel: (model: string) => `Unknown phone model: ${model}`,
  reservedBelow: (label: string, reserved: number) =>
    `${label || 'This variant'} has ${reserved} units held by unpaid orders; stock can't go below that`,
  removeReserved: (label: string, reserved: number) =>
    `${label || 'A variant'} has ${reserved} units held by unpaid orders and can't be removed`,
  notFound: 'Variant not found',
  sameVariantTwice: 'The same variant is in the form twice',
  stockPerVariant: 'This product comes in several variants: set the stock of each',
  startUntrackedNegative: "This variant's stock isn't counted yet; add units to start counting",
  formAdjustment: 'Set in the product form',
} as const

const text = (label: string, max: number) =>
  lengthWithin(
    singleLineText(label)
      .trim()
      .min(1, { message: `${label} is required`, abort: true }),
    label,
    { max },
  )

const unique = (items: string[]) => new Set(items).size === items.length

export const ProductOptionSchema = z.object({
  name: text('Option name', VARIANT_LIMITS.optionName),
  values: z
    .array(text('Option value', VARIANT_LIMITS.optionValue))
    .min(1, 'Give each option at least one value')
    .max(VARIANT_LIMITS.values, `An option has at most ${VARIANT_LIMITS.values} values`)
    .refine(unique, "An option's values must differ"),
})

export const ProductOptionsSchema = z
  .array(ProductOptionSchema)
  .max(VARIANT_LIMITS.options, `A product has at most ${VARIANT_LIMITS.options} options`)
  .refine((options) => unique(options.map((o) => o.name)), 'Option names must differ')

/** Units on hand, or null for "don't count". */
export const VariantStockSchema = z
  .number({ error: 'Stock is a whole number of units' })
  .int('Stock is a whole number of units')
  .min(0, VARIANT_MESSAGES.negativeStock)
  .max(MAX_STOCK, VARIANT_MESSAGES.tooMuchStock)
  .nullable()

const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.nullish())

export const VariantFormSchema = z.object({
  id: z.uuid('Unknown variant').optional(),
  sku: lengthWithin(
    singleLineText('SKU').trim().min(1, { message: 'SKU is required', abort: true }).toUpperCase(),
    'SKU',
    { max: VARIANT_LIMITS.sku },
  ).regex(SKU_PATTERN, VARIANT_MESSAGES.skuFormat),
  options: z.record(z.string(), z.string()).default({}),
  /**
   * Left out, a saved variant keeps its count (which sales may have changed since the form was
   * opened) and a new one is not counted.
   */
  stock: VariantStockSchema.optional(),
  price: optionalNumber(
    z.number().gt(0, 'Price must be greater than 0').pipe(rupeeAmount('Price')),
  ),
  originalPrice: optionalNumber(
    z.number().min(0, 'Original price cannot be negative').pipe(rupeeAmount('Original price')),
  ),
  image: z.preprocess(emptyAsUndefined, imageUrl('Variant image').nullish()),
  lowStockThreshold: optionalNumber(
    z
      .number()
      .int('Low-stock threshold is a whole number')
      .min(0, 'Low-stock threshold cannot be negative')
      .max(MAX_STOCK, `Low-stock threshold can be at most ${MAX_STOCK}`),
  ),
})
export type VariantFormInput = z.input<typeof VariantFormSchema>
export type VariantForm = z.output<typeof VariantFormSchema>

export const VariantFormsSchema = z
  .array(VariantFormSchema)
  .max(VARIANT_LIMITS.variants, `A product has at most ${VARIANT_LIMITS.variants} variants`)

/**
 * Each variant picks one value of every option, no two pick the same, and SKUs differ. No variants
 * (or none sent) means the product's variants are left as they are.
 */
export function checkVariants(
  form: { options?: ProductOption[]; variants?: VariantForm[] },
  ctx: z.RefinementCtx,
) {
  const options = form.options ?? []
  const { variants } = form
  if (!variants?.length) {
    if (options.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: VARIANT_MESSAGES.optionsWithoutVariants,
      })
    }
    return
  }
  if (options.length === 0 && variants.length > 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['variants'],
      message: VARIANT_MESSAGES.oneVariantWithoutOptions,
    })
  }
  const combinations = new Set<string>()
  const skus = new Set<string>()
  const ids = new Set<string>()
  variants.forEach((variant, i) => {
    const problem = optionsProblem(options, variant.options)
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['variants', i, 'options'], message: problem })
    const combination = JSON.stringify(options.map((o) => variant.options[o.name]))
    if (!problem && combinations.has(combination)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'options'],
        message: `Two variants are both ${variantLabel(variant.options, options)}`,
      })
    }
    combinations.add(combination)
    if (skus.has(variant.sku)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'sku'],
        message: `Two variants share the SKU ${variant.sku}`,
      })
    }
    skus.add(variant.sku)
    if (variant.id && ids.has(variant.id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'id'],
        message: VARIANT_MESSAGES.sameVariantTwice,
      })
    }
    if (variant.id) ids.add(variant.id)
  })
}

function optionsProblem(options: ProductOption[], chosen: VariantOptions): string | undefined {
  const extra = Object.keys(chosen).find((name) => !options.some((o) => o.name === name))
  if (extra !== undefined) return `No option is called ${extra}`
  for (const option of options) {
    const value = chosen[option.name]
    if (value === undefined) return `Choose a ${option.name} for every variant`
    if (!option.values.includes(value)) return `${value} is not a ${option.name} of this product`
  }
  return undefined
}

/** A variant as the admin answers show it: its exact stock and its own prices. */
export const StaffVariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  /** Its option values in the product's order, e.g. "iPhone 16 / Black"; empty for one variant. */
  label: z.string(),
  stock: z.number().int().nullable(),
  reserved: z.number().int(),
  /** Units still sellable; null when the variant isn't counted. */
  available: z.number().int().nullable(),
  price: rupees().nullable(),
  originalPrice: rupees().nullable(),
  image: z.string().nullable(),
  lowStockThreshold: z.number().int(),
})
export type StaffVariant = z.input<typeof StaffVariantSchema>

/** What `POST /api/admin/variants/:id/stock` answers. */
export const VariantStockResponseSchema = z.object({
  variant: StaffVariantSchema,
})
export type VariantStockResponse = z.input<typeof VariantStockResponseSchema>

export const StockMovementsQuerySchema = AdminListQuerySchema.pick({ limit: true, page: true })
export type StockMovementsQuery = z.infer<typeof StockMovementsQuerySchema>

/** One row of a variant's stock history. */
export const StockMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  label: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  orderNumber: z.string().nullable(),
  /** The staff member who made the change, when a person made it. */
  staffName: z.string().nullable(),
  createdAt: z.string(),
})
export type StockMovement = z.infer<typeof StockMovementSchema>

export const StockMovementsResponseSchema = ListPageSchema.extend({
  movements: z.array(StockMovementSchema),
})
export type StockMovementsResponse = z.infer<typeof StockMovementsResponseSchema>

/** How many low-stock variants the dashboard lists; the count covers them all. */
export const LOW_STOCK_LIST_LIMIT = 20

/** A counted variant with no more units available than its threshold, sold out first. */
export const LowStockVariantSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  variantId: z.string(),
  label: z.string(),
  sku: z.string(),
  available: z.number().int(),
  threshold: z.number().int(),
})
export type LowStockVariant = z.infer<typeof LowStockVariantSchema>

export const LowStockSchema = z.object({
  count: z.number().int(),
  variants: z.array(LowStockVariantSchema),
})
export type LowStock = z.infer<typeof LowStockSchema>
