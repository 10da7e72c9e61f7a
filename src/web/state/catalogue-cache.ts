// The catalogue's browser cache: products and when they were fetched, for an hour.
import { sortByText } from '#domain/collation.ts'
import { CATALOGUE_CACHE_TTL_MS } from '#domain/limits.ts'
import { productId } from '#domain/product/product-id.ts'
import type { Product } from '#domain/product/product.ts'

export const CACHE_KEY = 'productsCache'

export interface CachedCatalogue {
  products: Product[]
  timestamp: number
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A fresh cached copy, or null; a corrupt one is deleted so that a fetch follows. */
export function readFreshCache(storage: Store, now: number): CachedCatalogue | null {
  const raw = storage.getItem(CACHE_KEY)
  if (raw === null) return null
  try {
    const cached = JSON.parse(raw) as Partial<CachedCatalogue>
    if (!Array.isArray(cached.products) || typeof cached.timestamp !== 'number') throw new Error()
    if (now - cached.timestamp >= CATALOGUE_CACHE_TTL_MS) return null
    const products = cached.products.filter((p) => productId(p))
    // A copy from before products had variants, options and addresses of their own is read again.
    const current = (p: Product) =>
      Array.isArray(p.variants) && Array.isArray(p.options) && typeof p.slug === 'string'
    if (!products.every(current)) return null
    return { products, timestamp: cached.timestamp }
  } catch {
    storage.removeItem(CACHE_KEY)
    return null
  }
}

export function writeCache(storage: Store, products: Product[], now: number): void {
  try {
    storage.setItem(CACHE_KEY, JSON.stringify({ products, timestamp: now }))
  } catch (error) {
    console.error('Could not cache the catalogue', error)
  }
}

export function deriveFacets(products: Product[]) {
  return {
    categories: [...new Set(products.map((p) => p.category))],
    brands: sortByText([...new Set(products.map((p) => p.brand))], (brand) => brand),
  }
}
