import { useEffect, useRef, useState } from 'react'
import { SHOP_PAGE_SIZE } from '#domain/product/catalogue.ts'
import type {
  Product,
  ProductBrandsResponse,
  ProductListResponse,
} from '#domain/product/product.ts'
import { api, apiUrl, errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { useInitialAnswer } from '#web/lib/page-data.tsx'
import { startQuery } from '#web/lib/start-query.ts'
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
  const [asked, setAsked] = useState(0)
  const served = useInitialAnswer<ProductListResponse>(enabled ? apiUrl('/products', query) : null)
  const [results, setResults] = useState<ShopResults>(() =>
    served === undefined
      ? { ...pageOf(), loading: true, error: null }
      : 'data' in served
        ? { ...pageOf(served.data), loading: false, error: null }
        : {
            ...pageOf(),
            loading: false,
            error: errorMessage(served.error, FALLBACK_TEXTS.products),
          },
  )
  const key = JSON.stringify(query)
  // The server's answer is the first key's; a refresh or a new key asks again.
  const answered = useRef(served && key)

  useEffect(() => {
    if (!enabled || (answered.current === key && asked === 0)) return
    answered.current = undefined
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setResults((r) => ({ ...r, loading: true, error: null }))
      api<ProductListResponse>('/products', {
        query: JSON.parse(key) as Record<string, string | number | undefined>,
        signal: controller.signal,
      }).then(
        (answer) => setResults({ ...pageOf(answer), loading: false, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return
          setResults((r) => ({
            ...r,
            loading: false,
            error: errorMessage(error, FALLBACK_TEXTS.products),
          }))
        },
      )
    }, 0)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [enabled, key, asked])

  return { ...results, refresh: () => setAsked((n) => n + 1) }
}

function pageOf(answer?: ProductListResponse) {
  const { products = [], total = 0, totalCapped = false } = answer ?? {}
  return { products, total, totalCapped }
}

/**
 * Every brand in stock, from the server, for a catalogue larger than the one fetch (whose brands
 * are only those of its first 1,000 products); undefined until it arrives or when not asked.
 */
export function useServerBrands(enabled: boolean): string[] | undefined {
  const served = useInitialAnswer<ProductBrandsResponse>(
    enabled ? apiUrl('/products/brands') : null,
  )
  const [brands, setBrands] = useState(() =>
    served && 'data' in served ? served.data.brands : undefined,
  )
  const answered = useRef(brands !== undefined)
  useEffect(() => {
    if (!enabled || answered.current) return
    return startQuery(
      (signal) => api<ProductBrandsResponse>('/products/brands', { signal }),
      (result) => {
        if ('data' in result) setBrands(result.data.brands)
      },
    )
  }, [enabled])
  return enabled ? brands : undefined
}
