// The catalogue as staff manage it: the product form with the spec's alerts, the
// admin list and its answers.
import { z } from 'zod'
import { AdminListQuerySchema, emptyAsUndefined, ListPageSchema, optional } from '../api-shapes.ts'
import {
  DEFAULT_GST_RATE,
  GST_RATE_INVALID,
  GST_RATES,
  type GstRate,
  HSN_INVALID,
  HSN_PATTERN,
} from '../gst.ts'
import { lengthWithin, multiLineText, singleLineText } from '../text.ts'
import { DESCRIPTION_MAX } from './description.ts'
import {
  checkVariants,
  ProductOptionsSchema,
  VariantFormsSchema,
  StaffVariantSchema,
  VariantStockSchema,
} from './admin-variants.ts'
import { ProductSchema } from './product.ts'
import { CATEGORIES, SUBCATEGORIES, TAG_COLORS } from './catalogue.ts'
import { imageUrl, MAX_PRODUCT_PRICE, REQUIRED_FIELDS, rupeeAmount } from './product-fields.ts'

const HsnCodeSchema = z.string().trim().regex(HSN_PATTERN, HSN_INVALID)
const GstRateSchema = z.coerce
  .number({ error: GST_RATE_INVALID })
  .refine(
    (rate): rate is GstRate => (GST_RATES as readonly number[]).includes(rate),
    GST_RATE_INVALID,
  )

/** How long a product's texts may be, and how many features and tags it may carry. */
export const PRODUCT_LIMITS = {
  text: { min: 2, max: 50 },
  feature: { max: 120 },
  features: 12,
  tags: 6,
  /** Pictures of a product: its main one and up to seven more. */
  pictures: 8,
} as const

const MORE_PICTURES = PRODUCT_LIMITS.pictures - 1

const productText = (label: string) =>
  lengthWithin(
    singleLineText(label, { error: REQUIRED_FIELDS })
      .trim()
      .min(1, { message: REQUIRED_FIELDS, abort: true }),
    label,
    PRODUCT_LIMITS.text,
  )

/** The heaviest unit the shop sends (a parcel's box holds 30 kg). */
export const MAX_UNIT_GRAMS = 30_000

export const ProductFormSchema = z
  .object({
    name: productText('Name'),
    brand: productText('Brand'),
    category: z.enum(CATEGORIES, { error: 'Please choose a category' }),
    subcategory: z.preprocess(emptyAsUndefined, z.enum(SUBCATEGORIES).nullish()),
    price: z
      .number({ error: 'Price must be greater than 0' })
      .gt(0, 'Price must be greater than 0')
      .pipe(rupeeAmount('Price', MAX_PRODUCT_PRICE)),
    originalPrice: z.preprocess(
      emptyAsUndefined,
      z
        .number()
        .min(0, 'Original price cannot be negative')
        .pipe(rupeeAmount('Original price', MAX_PRODUCT_PRICE))
        .nullish(),
    ),
    /** Left out, a product takes its category's HSN code and the default rate. */
    hsnCode: z.preprocess(emptyAsUndefined, HsnCodeSchema.optional()),
    gstRate: GstRateSchema.default(DEFAULT_GST_RATE),
    /** Left out, the courier is told the category's weight for each unit. */
    weightGrams: z.preprocess(
      emptyAsUndefined,
      z
        .number({ error: 'Weight must be a whole number of grams' })
        .int('Weight must be a whole number of grams')
        .min(1, 'Weight must be at least 1 g')
        .max(MAX_UNIT_GRAMS, `Weight must be at most ${MAX_UNIT_GRAMS / 1000} kg`)
        .nullish(),
    ),
    image: imageUrl('Image', { error: REQUIRED_FIELDS }),
    /** Pictures after the main one, in order; left out, an edited product keeps its own. */
    moreImages: z
      .array(imageUrl('Picture'))
      .max(
        MORE_PICTURES,
        `At most ${PRODUCT_LIMITS.pictures} pictures: the main one and ${MORE_PICTURES} more`,
      )
      .optional(),
    /** Paragraphs and "-" lists; left out, an edited product keeps its own; empty or null, none. */
    description: lengthWithin(multiLineText('Description').trim(), 'Description', {
      max: DESCRIPTION_MAX,
    })
      .transform((text) => text || null)
      .nullish(),
    features: z
      .array(singleLineText('Feature').trim().min(1).max(PRODUCT_LIMITS.feature.max))
      .max(PRODUCT_LIMITS.features, `At most ${PRODUCT_LIMITS.features} features`)
      .default([]),
    coloredTags: z
      .array(
        z.object({
          label: lengthWithin(singleLineText('Tag label').trim(), 'Tag label', PRODUCT_LIMITS.text),
          color: z.enum(TAG_COLORS, { error: 'Unknown tag colour' }),
        }),
      )
      .max(PRODUCT_LIMITS.tags, `At most ${PRODUCT_LIMITS.tags} tags`)
      .default([]),
    inStock: z.boolean().default(true),
    isNewProduct: z.boolean().default(false),
    isGift: z.boolean().default(false),
    isFeatured: z.boolean().default(false),
    isOnSale: z.boolean().default(false),
    isTopRated: z.boolean().default(false),
    /** The product's units when it has no options; ignored when `variants` are sent. */
    stock: z.preprocess(emptyAsUndefined, VariantStockSchema.optional()),
    options: ProductOptionsSchema.optional(),
    /** None (or an empty list) keeps an edited product's variants, or gives a new one its first. */
    variants: VariantFormsSchema.optional(),
  })
  .refine((p) => !p.subcategory || p.category === 'work-essentials', {
    path: ['subcategory'],
    message: 'Only work essentials have subcategories',
  })
  .superRefine(checkVariants)
export type ProductFormInput = z.input<typeof ProductFormSchema>
export type ProductForm = z.output<typeof ProductFormSchema>

export const AdminProductsQuerySchema = AdminListQuerySchema.extend({
  category: optional(z.enum(CATEGORIES, { error: 'Unknown category' })),
  inStock: optional(z.enum(['true', 'false'], { error: 'inStock is true or false' })),
  /** `low`: products with a counted variant at or below its low-stock threshold. */
  stock: optional(z.enum(['low'], { error: 'stock is low' })),
})
export type AdminProductsQuery = z.infer<typeof AdminProductsQuerySchema>

/**
 * A product as staff edit it: `inStock` is its own toggle, and its options and variants carry
 * exact stock and the variants' own prices (null where the product's apply).
 */
export const AdminProductSchema = ProductSchema.omit({ variants: true }).extend({
  description: z.string().nullable(),
  moreImages: z.array(z.string()),
  /** One packed unit's grams, or null to ship it at its category's weight. */
  weightGrams: z.number().int().nullable(),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(StaffVariantSchema),
})
export type AdminProduct = z.input<typeof AdminProductSchema>

export const AdminProductListResponseSchema = ListPageSchema.extend({
  products: z.array(AdminProductSchema),
})
export type AdminProductListResponse = z.input<typeof AdminProductListResponseSchema>

export const AdminProductResponseSchema = z.object({ product: AdminProductSchema })
export type AdminProductResponse = z.input<typeof AdminProductResponseSchema>

export const UploadedImageResponseSchema = z.object({ imageUrl: z.string() })
export type UploadedImageResponse = z.infer<typeof UploadedImageResponseSchema>

export const ProductStatsSchema = z.object({
  totalProducts: z.number().int(),
  inStockProducts: z.number().int(),
  outOfStockProducts: z.number().int(),
  featuredProducts: z.number().int(),
})
export type ProductStats = z.infer<typeof ProductStatsSchema>
