import { SHOP_PAGE_SIZE } from '#domain/product/catalogue.ts'
import type { Product } from '#domain/product/product.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { BRANDS_URL, fetchBrands, fetchProducts, productsUrl } from './shop-api.ts'
import { API_SORT, type ShopFilters } from './shop-filters.ts'
import type { ShopSection } from '#domain/product/shop-heading.ts'

export interface ShopResults {
  products: Product[]
  total: number
  /** More match than `total` says: the server stopped counting. */
  totalCapped: boolean
  loading: boolean
  error: string | null
}

/** The list API's query for a shop view, one page of it. */
export function shopQuery(
  section: ShopSection,
  filters: ShopFilters,
  phoneSlug: string | undefined,
  page: number,
) {
  return {
    category: section.category,
    subcategory: section.subcategory,
    filter: section.filter,
    model: phoneSlug,
    search: filters.search.trim(),
    brand: filters.brand,
    minPrice: filters.minPrice.trim(),
    maxPrice: filters.maxPrice.trim(),
    minRating: filters.minRating || undefined,
    ...API_SORT[filters.sort],
    limit: SHOP_PAGE_SIZE,
    page,
  }
}

/**
 * A shop view answered by the server, a page at a time: how the shop lists a catalogue larger than
 * its one fetch, and any search (which forgives typos and ranks there). The previous answer stays
 * on screen while the next loads; an answer that arrives after a newer question is dropped.
 */
export function useShopResults(
  enabled: boolean,
  query: ReturnType<typeof shopQuery>,
): ShopResults & { refresh(): void } {
  const results = useApiQuery(
    enabled ? productsUrl(query) : null,
    (signal) => fetchProducts(query, signal),
    { what: 'products', server: true },
  )
  const { products = [], total = 0, totalCapped = false } = results.data ?? {}
  return {
    products,
    total,
    totalCapped,
    loading: results.fetching,
    // A new question clears the last one's failure while it is asked.
    error:
      results.fetching || results.error === undefined
        ? null
        : errorMessage(results.error, FALLBACK_TEXTS.products),
    refresh: results.refetch,
  }
}

/**
 * Every brand in stock, from the server, for a catalogue larger than the one fetch (whose brands
 * are only those of its first 1,000 products); undefined until it arrives or when not asked.
 */
export function useServerBrands(enabled: boolean): string[] | undefined {
  const brands = useApiQuery(enabled ? BRANDS_URL : null, fetchBrands, {
    what: 'brands',
    server: true,
  })
  return enabled ? brands.data?.brands : undefined
}
