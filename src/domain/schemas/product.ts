import { z } from 'zod'
import { CATEGORIES, SUBCATEGORIES, TAG_COLORS } from '../catalogue.ts'

export const ColoredTagSchema = z.object({
  label: z.string(),
  color: z.enum(TAG_COLORS),
})

/** A product as the API sends it: prices in rupees before tax, `_id` mirroring `id`. */
export const ProductSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.enum(CATEGORIES),
  subcategory: z.enum(SUBCATEGORIES).nullable(),
  price: z.number(),
  originalPrice: z.number().nullable(),
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
})
export type Product = z.infer<typeof ProductSchema>

/** An approved review as the product page shows it. */
export interface ProductReview {
  _id: string
  rating: number
  comment: string | null
  userName: string
  createdAt: string
}
