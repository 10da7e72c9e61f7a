// What the product page reads from the API; the server draws the page with the product's answer.
import type { ProductDetailResponse } from '#domain/product/product.ts'
import { api, apiUrl } from '#web/lib/api-client.ts'

export const productUrl = (id: string) => apiUrl(`/products/${id}`)

export const fetchProduct = (id: string, signal: AbortSignal) =>
  api<ProductDetailResponse>(`/products/${id}`, { signal })
