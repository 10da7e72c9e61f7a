// The whole catalogue, newest first, up to PRODUCT_FETCH_LIMIT: the spec's one fetch, read with
// useApiQuery like every other read. The server draws home and the shop with it; the browser keeps
// a copy for an hour (`productsCache`) and starts from it rather than asking again.
import { useEffect, useMemo } from 'react'
import { PRODUCT_FETCH_LIMIT } from '#domain/product/catalogue.ts'
import type { Product, ProductListResponse } from '#domain/product/product.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { usePageData } from '#web/lib/page-data.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { CATALOGUE_URL, fetchCatalogue, usable } from './catalogue-api.ts'
import { deriveFacets, readFreshCache, writeCache } from './catalogue-cache.ts'

/** The browser's copy, if under an hour old, as the address's answer. */
function keptCatalogue(): ProductListResponse | undefined {
  const kept = readFreshCache(localStorage, Date.now())
  if (!kept) return undefined
  const total = kept.products.length
  return { products: kept.products, total, page: 1, limit: PRODUCT_FETCH_LIMIT, totalCapped: false }
}

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
  const data = query.data
  const listed = useMemo(() => {
    const products = usable(data?.products ?? [])
    return { products, ...deriveFacets(products) }
  }, [data])

  // A page the server drew brings the newest copy, which the browser keeps for its next pages.
  const drawn = usePageData() === null ? undefined : query.data
  useEffect(() => {
    if (drawn) writeCache(localStorage, usable(drawn.products), Date.now())
  }, [drawn])

  return {
    ...listed,
    // Also while a refresh is on its way, beside the products it will replace.
    loading: query.fetching,
    error: query.error === undefined ? null : errorMessage(query.error, FALLBACK_TEXTS.products),
    refresh: query.refetch,
  }
}
