// The catalogue's one read: the whole catalogue, newest first, up to PRODUCT_FETCH_LIMIT.
import { PRODUCT_FETCH_LIMIT } from '#domain/product/catalogue.ts'
import { productId } from '#domain/product/product-id.ts'
import type { Product, ProductListResponse } from '#domain/product/product.ts'
import { api, apiUrl } from '#web/lib/api-client.ts'
import { writeCache } from './catalogue-cache.ts'

const CATALOGUE_QUERY = {
  limit: PRODUCT_FETCH_LIMIT,
  sortBy: 'createdAt',
  sortOrder: 'desc',
}
export const CATALOGUE_URL = apiUrl('/products', CATALOGUE_QUERY)

/** The server's answer, kept by the browser for the next hour. */
export async function fetchCatalogue(signal: AbortSignal): Promise<ProductListResponse> {
  const answer = await api<ProductListResponse>('/products', { query: CATALOGUE_QUERY, signal })
  writeCache(localStorage, usable(answer.products), Date.now())
  return answer
}

/** Products a cart can hold: a listing without an id is left out. */
export const usable = (products: Product[]) => products.filter((product) => productId(product))
