import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'
import { PRODUCT_FETCH_LIMIT } from '#domain/product/catalogue.ts'
import { productId } from '#domain/product/product-id.ts'
import type { Product, ProductListResponse } from '#domain/product/product.ts'
import { api, apiUrl, errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { askFor, type PageData, usePageData } from '#web/lib/page-data.tsx'
import { deriveFacets, readFreshCache, shouldFetch, writeCache } from './catalogue-cache.ts'

interface CatalogueState {
  products: Product[]
  loading: boolean
  error: string | null
  lastFetched: number | null
  categories: string[]
  brands: string[]
}

interface CatalogueContextValue extends CatalogueState {
  fetchProducts(force?: boolean): Promise<void>
  refresh(): Promise<void>
}

const CatalogueContext = createContext<CatalogueContextValue | null>(null)

// The one fetch of the whole catalogue, newest first.
const CATALOGUE_QUERY = { limit: PRODUCT_FETCH_LIMIT, sortBy: 'createdAt', sortOrder: 'desc' }
const CATALOGUE_URL = apiUrl('/products', CATALOGUE_QUERY)

function stateOf(products: Product[], fetchedAt: number | null): CatalogueState {
  return {
    products,
    loading: fetchedAt === null,
    error: null,
    lastFetched: fetchedAt,
    ...deriveFacets(products),
  }
}

/**
 * The server's copy for a page it rendered (none yet: loading, as on the server), else the
 * browser's cached copy.
 */
function initialState(page: PageData | null): CatalogueState {
  if (page) {
    const answer = page.answers.get(CATALOGUE_URL)
    if (answer && 'data' in answer) {
      return stateOf(
        (answer.data as ProductListResponse).products.filter((p) => productId(p)),
        Date.now(),
      )
    }
    return stateOf([], null)
  }
  const cached = readFreshCache(localStorage, Date.now())
  return stateOf(cached?.products ?? [], cached?.timestamp ?? null)
}

export function CatalogueProvider({ children }: { children: ReactNode }) {
  const page = usePageData()
  const [state, setState] = useState(() => initialState(page))
  const stateRef = useRef(state)
  stateRef.current = state

  const fetchProducts = useCallback(async (force = false) => {
    if (!shouldFetch(stateRef.current, Date.now(), force)) return
    setState((s) => ({ ...s, loading: true, error: null }))
    try {
      const { products } = await api<ProductListResponse>('/products', { query: CATALOGUE_QUERY })
      const usable = products.filter((p) => productId(p))
      const now = Date.now()
      writeCache(localStorage, usable, now)
      setState(stateOf(usable, now))
    } catch (error) {
      setState((s) => ({
        ...s,
        loading: false,
        error: errorMessage(error, FALLBACK_TEXTS.products),
      }))
    }
  }, [])

  useEffect(() => {
    // Deferred a tick so the state updates come from a callback, not the effect body.
    const timer = setTimeout(() => {
      if (page) {
        // The server's copy is kept for the pages the browser draws; without one, the browser's
        // own copy, if fresh, will do.
        const { products, lastFetched } = stateRef.current
        if (lastFetched !== null) return writeCache(localStorage, products, lastFetched)
        const cached = readFreshCache(localStorage, Date.now())
        if (cached) return setState(stateOf(cached.products, cached.timestamp))
      }
      void fetchProducts()
    }, 0)
    return () => clearTimeout(timer)
  }, [page, fetchProducts])

  const value: CatalogueContextValue = {
    ...state,
    fetchProducts,
    refresh: () => fetchProducts(true),
  }
  return <CatalogueContext value={value}>{children}</CatalogueContext>
}

export function useCatalogue(): CatalogueContextValue {
  const value = useContext(CatalogueContext)
  const page = usePageData()
  if (!value) throw new Error('useCatalogue must be used within a CatalogueProvider')
  // A page that shows the catalogue renders on the server once its answer is in hand.
  if (value.lastFetched === null) askFor(page, CATALOGUE_URL)
  return value
}
