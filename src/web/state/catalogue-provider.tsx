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
import { api, errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
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

function initialState(): CatalogueState {
  const cached = readFreshCache(localStorage, Date.now())
  const products = cached?.products ?? []
  return {
    products,
    loading: !cached,
    error: null,
    lastFetched: cached?.timestamp ?? null,
    ...deriveFacets(products),
  }
}

export function CatalogueProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initialState)
  const stateRef = useRef(state)
  stateRef.current = state

  const fetchProducts = useCallback(async (force = false) => {
    if (!shouldFetch(stateRef.current, Date.now(), force)) return
    setState((s) => ({ ...s, loading: true, error: null }))
    try {
      const { products } = await api<ProductListResponse>('/products', {
        query: { limit: PRODUCT_FETCH_LIMIT, sortBy: 'createdAt', sortOrder: 'desc' },
      })
      const usable = products.filter((p) => productId(p))
      const now = Date.now()
      writeCache(localStorage, usable, now)
      setState({
        products: usable,
        loading: false,
        error: null,
        lastFetched: now,
        ...deriveFacets(usable),
      })
    } catch (error) {
      setState((s) => ({
        ...s,
        loading: false,
        error: errorMessage(error, FALLBACK_TEXTS.products),
      }))
    }
  }, [])

  useEffect(() => {
    // Deferred a tick so the fetch's state updates come from a callback, not the effect body.
    const timer = setTimeout(() => void fetchProducts(), 0)
    return () => clearTimeout(timer)
  }, [fetchProducts])

  const value: CatalogueContextValue = {
    ...state,
    fetchProducts,
    refresh: () => fetchProducts(true),
  }
  return <CatalogueContext value={value}>{children}</CatalogueContext>
}

export function useCatalogue(): CatalogueContextValue {
  const value = useContext(CatalogueContext)
  if (!value) throw new Error('useCatalogue must be used within a CatalogueProvider')
  return value
}
