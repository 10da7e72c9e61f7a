// The whole catalogue, newest first, up to PRODUCT_FETCH_LIMIT: the spec's one fetch, read with
// useApiQuery like every other read. The server draws home and the shop with it; the browser keeps
// a copy for an hour (`productsCache`) and starts from it rather than asking again.
import { useEffect } from 'react'
import { PRODUCT_FETCH_LIMIT } from '#domain/product/catalogue.ts'
import { productId } from '#domain/product/product-id.ts'
import type { Product, ProductListResponse } from '#domain/product/product.ts'
import { api, apiUrl, errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { usePageData } from '#web/lib/page-data.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { deriveFacets, readFreshCache, writeCache } from './catalogue-cache.ts'

const CATALOGUE_QUERY = { limit: PRODUCT_FETCH_LIMIT, sortBy: 'createdAt', sortOrder: 'desc' }
const CATALOGUE_URL = apiUrl('/products', CATALOGUE_QUERY)

/** The server's answer, kept by the browser for the next hour. */
async function fetchCatalogue(signal: AbortSignal): Promise<ProductListResponse> {
  const answer = await api<ProductListResponse>('/products', { query: CATALOGUE_QUERY, signal })
  writeCache(localStorage, usable(answer.products), Date.now())
  return answer
}

/** The browser's copy, if under an hour old, as the address's answer. */
function keptCatalogue(): ProductListResponse | undefined {
  const kept = readFreshCache(localStorage, Date.now())
  if (!kept) return undefined
  const total = kept.products.length
  return { products: kept.products, total, page: 1, limit: PRODUCT_FETCH_LIMIT, totalCapped: false }
}

const usable = (products: Product[]) => products.filter((product) => productId(product))

export interface Catalogue {
  products: Product[]
  categories: string[]
  brands: string[]
  loading: boolean
  error: string | null
  refresh(): void
}

export function useCatalogue(): Catalogue {
  const query = useApiQuery(CATALOGUE_URL, fetchCatalogue, {
    what: 'products',
    server: true,
    held: keptCatalogue,
  })
  const products = usable(query.data?.products ?? [])

  // A page the server drew brings the newest copy, which the browser keeps for its next pages.
  const drawn = usePageData() === null ? undefined : query.data
  useEffect(() => {
    if (drawn) writeCache(localStorage, usable(drawn.products), Date.now())
  }, [drawn])

  return {
    products,
    ...deriveFacets(products),
    // Also while a refresh is on its way, beside the products it will replace.
    loading: query.fetching,
    error: query.error === undefined ? null : errorMessage(query.error, FALLBACK_TEXTS.products),
    refresh: query.refetch,
  }
}
