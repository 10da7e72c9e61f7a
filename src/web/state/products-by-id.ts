// Reading products again by id: how the cart learns their current prices, stock and variants.
import type { ProductListResponse } from '#domain/product/product.ts'
import { api } from '#web/lib/api-client.ts'

/** Most products one read asks for: the shop's own page limit. */
export const PRODUCTS_BY_ID_LIMIT = 100

export function fetchProductsById(ids: string[], signal: AbortSignal) {
  return api<ProductListResponse>('/products', {
    query: { ids: ids.slice(0, PRODUCTS_BY_ID_LIMIT).join(','), limit: PRODUCTS_BY_ID_LIMIT },
    signal,
  })
}
