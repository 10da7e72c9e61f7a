// A product as the API sends it, alone, in a list and with its reviews. Types are the wire's
// (rupees), as the browser reads them; services build `z.output`, in paise (money.ts).
import { z } from 'zod'
import { ListPageSchema } from '../api-shapes.ts'
import { rupees } from '../money-codec.ts'
import { ProductReviewSchema } from '../review.ts'
import { CATEGORIES, SUBCATEGORIES, TAG_COLORS } from './catalogue.ts'
import { AVAILABILITIES } from './variant.ts'

export const ColoredTagSchema = z.object({
  label: z.string(),
  color: z.enum(TAG_COLORS),
})
export type ColoredTag = z.infer<typeof ColoredTagSchema>

/** One buyable form of a product; prices before tax, `left` only when stock is low. */
export const VariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  price: rupees(),
  originalPrice: rupees().nullable(),
  image: z.string(),
  availability: z.enum(AVAILABILITIES),
  left: z.number().int().optional(),
})
export type Variant = z.input<typeof VariantSchema>

/**
 * Prices before tax, `_id` mirroring `id`. `price` is the cheapest sellable
 * variant's and `inStock` says whether any variant can be sold (see variant.ts).
 */
export const ProductSchema = z.object({
  id: z.string(),
  _id: z.string(),
  /** The product page's address, /product/<slug> (productPath). */
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.enum(CATEGORIES),
  subcategory: z.enum(SUBCATEGORIES).nullable(),
  price: rupees(),
  originalPrice: rupees().nullable(),
  /** GST in percent, added to `price` for the shelf price; HSN code classifying the product. */
  gstRate: z.number(),
  hsnCode: z.string(),
  image: z.string(),
  features: z.array(z.string()),
  coloredTags: z.array(ColoredTagSchema),
  rating: z.number(),
  reviews: z.number().int(),
  inStock: z.boolean(),
  isNewProduct: z.boolean(),
  isGift: z.boolean(),
  isFeatured: z.boolean(),
  isOnSale: z.boolean(),
  isTopRated: z.boolean(),
  createdAt: z.string(),
  /** What the product varies by, in the order the shop offers the choices. */
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(VariantSchema),
})
export type Product = z.input<typeof ProductSchema>

export const ProductListResponseSchema = ListPageSchema.extend({
  products: z.array(ProductSchema),
  /** `total` stopped counting at PRODUCT_COUNT_CAP: there are more (never on the last page). */
  totalCapped: z.boolean(),
})
export type ProductListResponse = z.input<typeof ProductListResponseSchema>

/** Every brand a shopper can buy from, sorted: the shop's brand filter past its one fetch. */
export const ProductBrandsResponseSchema = z.object({ brands: z.array(z.string()) })
export type ProductBrandsResponse = z.infer<typeof ProductBrandsResponseSchema>

export const ProductDetailResponseSchema = z.object({
  /** The product page's product carries what lists leave out: its description and pictures. */
  product: ProductSchema.extend({
    description: z.string().nullable(),
    /** Every picture of the product, its main one (`image`) first. */
    images: z.array(z.string()),
  }),
  reviews: z.array(ProductReviewSchema),
})
export type ProductDetailResponse = z.input<typeof ProductDetailResponseSchema>

/** What creating or editing a product answers. */
export const ProductResponseSchema = z.object({ product: ProductSchema })
export type ProductResponse = z.input<typeof ProductResponseSchema>
