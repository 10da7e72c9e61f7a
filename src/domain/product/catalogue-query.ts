// The shop's list query, shared by the shop page and the API.
import { z } from 'zod'
import { rupees } from '../money-codec.ts'
import { singleLineText } from '../text.ts'
import { PhoneModelSlugSchema } from './phone-model.ts'
import {
  CATEGORIES,
  PRODUCT_FETCH_LIMIT,
  PRODUCT_SORTS,
  SHOP_FILTERS,
  SUBCATEGORIES,
} from './catalogue.ts'

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)
/** A bound on the shelf price, sent in rupees, read in paise. */
const priceBound = (label: string) =>
  z.preprocess(
    emptyAsUndefined,
    rupees(
      z.coerce
        .number({ error: `${label} must be a number` })
        .min(0, `${label} cannot be negative`)
        .max(10_000_000, `${label} is too large`),
    ).optional(),
  )

export const ProductListQuerySchema = z
  .object({
    search: z.preprocess(emptyAsUndefined, singleLineText('Search').trim().max(100).optional()),
    category: z.preprocess(
      emptyAsUndefined,
      z.enum(CATEGORIES, { error: 'Unknown category' }).optional(),
    ),
    subcategory: z.preprocess(
      emptyAsUndefined,
      z.enum(SUBCATEGORIES, { error: 'Unknown subcategory' }).optional(),
    ),
    filter: z.preprocess(
      emptyAsUndefined,
      z.enum(SHOP_FILTERS, { error: 'Unknown filter' }).optional(),
    ),
    /** Only products with a variant for this phone model (its slug). */
    model: z.preprocess(emptyAsUndefined, PhoneModelSlugSchema.optional()),
    brand: z.preprocess(emptyAsUndefined, singleLineText('Brand').trim().max(50).optional()),
    minPrice: priceBound('Min price'),
    maxPrice: priceBound('Max price'),
    minRating: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ error: 'Min rating must be a number' }).min(0).max(5).optional(),
    ),
    sortBy: z.enum(PRODUCT_SORTS, { error: 'Unknown sort' }).default('createdAt'),
    sortOrder: z.enum(['asc', 'desc'], { error: 'Sort order is asc or desc' }).default('desc'),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int()
      .min(1)
      .max(PRODUCT_FETCH_LIMIT)
      .default(PRODUCT_FETCH_LIMIT),
    page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).default(1),
    /** Specific products by id, in stock or not (the cart re-reads its lines with this). */
    ids: z.preprocess(
      (value) => (typeof value === 'string' && value ? value.split(',') : undefined),
      z
        .array(z.uuid({ error: 'Product ids must be UUIDs' }))
        .max(100, 'At most 100 ids')
        .optional(),
    ),
    /** Admins may ask for out-of-stock products too. */
    stock: z.enum(['in', 'all'], { error: 'Stock is in or all' }).default('in'),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['maxPrice'],
    message: 'Max price must be at least the min price',
  })
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>
