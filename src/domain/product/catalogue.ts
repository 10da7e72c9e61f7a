// The catalogue's fixed vocabulary: categories, subcategories, shop filters, tag
// colours. Kept free of zod, like product-id.ts, for the browser's main bundle.

export const PRODUCT_NOT_FOUND = 'Product not found'

export const CATEGORIES = [
  'cases',
  'tempered-glass',
  'chargers',
  'accessories',
  'work-essentials',
] as const
export type Category = (typeof CATEGORIES)[number]

export const CATEGORY_LABELS: Record<Category, string> = {
  cases: 'Cases',
  'tempered-glass': 'Tempered Glass',
  chargers: 'Chargers',
  accessories: 'Accessories',
  'work-essentials': 'Work Essentials',
}

/** Subcategories exist only under work-essentials. */
export const SUBCATEGORIES = [
  'laptop-accessories',
  'desk-setup',
  'cable-management',
  'productivity-tools',
] as const
export type Subcategory = (typeof SUBCATEGORIES)[number]

export const SUBCATEGORY_LABELS: Record<Subcategory, string> = {
  'laptop-accessories': 'Laptop Accessories',
  'desk-setup': 'Desk Setup',
  'cable-management': 'Cable Management',
  'productivity-tools': 'Productivity Tools',
}

export const SHOP_FILTERS = ['new', 'gifts'] as const

/** `relevance` ranks a search's matches, best first (newest first when there is nothing to rank). */
export const PRODUCT_SORTS = ['name', 'price', 'rating', 'createdAt', 'relevance'] as const
export type ProductSortBy = (typeof PRODUCT_SORTS)[number]

/** The most products one list answer holds; the shop asks for this many at once. */
export const PRODUCT_FETCH_LIMIT = 1000
/**
 * A catalogue larger than one fetch is searched, filtered and paged on the server, this many
 * products a page; lists count their matches up to PRODUCT_COUNT_CAP, as "1,000+" beyond.
 */
export const SHOP_PAGE_SIZE = 48
export const PRODUCT_COUNT_CAP = 1000
/** The shop's minimum-rating choices, 0 meaning any. */
export const RATING_FILTER_OPTIONS = [0, 3, 3.5, 4, 4.5] as const

/** What a product without reviews says in place of its stars. */
export const NO_RATINGS_YET = 'No ratings yet'

/** A product rated at least this shows the top-rated badge. */
export const TOP_RATED_MIN_RATING = 4.5

export const TAG_COLORS = ['green', 'red', 'yellow', 'blue', 'purple', 'pink'] as const
export type TagColor = (typeof TAG_COLORS)[number]

export function isSubcategory(value: string): value is Subcategory {
  return (SUBCATEGORIES as readonly string[]).includes(value)
}
