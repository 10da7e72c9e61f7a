// What the shop shows: in-stock products of the section, matching search and filters,
// and fitting the shopper's phone when they chose one.
import { sortByText } from '#domain/collation.ts'
import { paiseToRupees, rupeesToPaise } from '#domain/money.ts'
import { displayPrice } from '#domain/pricing.ts'
import type { ProductSortBy } from '#domain/product/catalogue.ts'
import type { Product } from '#domain/product/product.ts'
import { fitsPhone } from '#web/components/phone/phone-fit.ts'
import type { ShopSection } from '#domain/product/shop-heading.ts'

export const SORT_OPTIONS = [
  { value: 'name', label: 'Sort by Name' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'newest', label: 'Newest First' },
  /** Offered, and chosen by default, only while searching. */
  { value: 'relevance', label: 'Best Match' },
] as const
export type ShopSort = (typeof SORT_OPTIONS)[number]['value']

/** The sort a shop view starts with: the best matches while searching, else by name. */
export const defaultSort = (search: string): ShopSort => (search.trim() ? 'relevance' : 'name')

/** The sorts a view offers: "Best Match" first while searching, and never without a search. */
export const sortOptions = (search: string) =>
  search.trim()
    ? [SORT_OPTIONS[5], ...SORT_OPTIONS.slice(0, 5)]
    : SORT_OPTIONS.filter((o) => o.value !== 'relevance')

/** How the list API sorts for each of the shop's choices. */
export const API_SORT: Record<ShopSort, { sortBy: ProductSortBy; sortOrder: 'asc' | 'desc' }> = {
  name: { sortBy: 'name', sortOrder: 'asc' },
  'price-asc': { sortBy: 'price', sortOrder: 'asc' },
  'price-desc': { sortBy: 'price', sortOrder: 'desc' },
  rating: { sortBy: 'rating', sortOrder: 'desc' },
  newest: { sortBy: 'createdAt', sortOrder: 'desc' },
  relevance: { sortBy: 'relevance', sortOrder: 'desc' },
}

export interface ShopFilters {
  search: string
  brand: string
  minPrice: string
  maxPrice: string
  minRating: number
  sort: ShopSort
}

/** The shelf price in rupees, as the card shows it. */
const shelfRupees = (product: Pick<Product, 'price' | 'gstRate'>) =>
  paiseToRupees(displayPrice(rupeesToPaise(product.price), product.gstRate))

function inSection(product: Product, { filter, category, subcategory }: ShopSection): boolean {
  if (filter === 'new') return product.isNewProduct
  if (filter === 'gifts') return product.isGift
  if (category && product.category !== category) return false
  if (subcategory && product.subcategory !== subcategory) return false
  return true
}

function matches(product: Product, search: string): boolean {
  const term = search.trim().toLowerCase()
  if (!term) return true
  return [product.name, product.brand, product.category, ...product.features].some((text) =>
    text.toLowerCase().includes(term),
  )
}

const bound = (value: string) =>
  value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value)

/** `phoneModel`: the chosen phone's model name, as variants name it. */
export function filterProducts(
  products: Product[],
  section: ShopSection,
  filters: ShopFilters,
  phoneModel?: string,
) {
  const min = bound(filters.minPrice)
  const max = bound(filters.maxPrice)
  const shown = products.filter(
    (p) =>
      p.inStock &&
      (!phoneModel || fitsPhone(p, phoneModel)) &&
      inSection(p, section) &&
      matches(p, filters.search) &&
      (!filters.brand || p.brand === filters.brand) &&
      (min === undefined || shelfRupees(p) >= min) &&
      (max === undefined || shelfRupees(p) <= max) &&
      p.rating >= filters.minRating,
  )
  return sortProducts(shown, filters.sort)
}

function sortProducts(products: Product[], sort: ShopSort): Product[] {
  const sorted = [...products]
  switch (sort) {
    case 'name':
      return sortByText(products, (p) => p.name)
    case 'price-asc':
      return sorted.sort((a, b) => a.price - b.price)
    case 'price-desc':
      return sorted.sort((a, b) => b.price - a.price)
    case 'rating':
      return sorted.sort((a, b) => b.rating - a.rating || b.reviews - a.reviews)
    case 'newest':
      // ISO 8601 times in UTC, so their text sorts as the times do.
      return sorted.sort((a, b) =>
        a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
      )
    case 'relevance':
      // Ranked by the server, which answers every search.
      return sorted
  }
}
