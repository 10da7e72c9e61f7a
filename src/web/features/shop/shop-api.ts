// What the shop reads from the API. The addresses the server draws a page with are named too,
// as the keys its answers are found by (useApiQuery's `server`).
import type { GalleryCategory, GalleryImagesResponse } from '#domain/gallery.ts'
import type { NearestSearchesResponse } from '#domain/product/nearest-searches.ts'
import type { ProductBrandsResponse, ProductListResponse } from '#domain/product/product.ts'
import { api, apiUrl, type RequestOptions } from '#web/lib/api-client.ts'

type ProductQuery = NonNullable<RequestOptions['query']>

export const bannersUrl = (category: GalleryCategory) => apiUrl(`/gallery/category/${category}`)

export const fetchBanners = (category: GalleryCategory, signal: AbortSignal) =>
  api<GalleryImagesResponse>(`/gallery/category/${category}`, { signal })

export const productsUrl = (query: ProductQuery) => apiUrl('/products', query)

export const fetchProducts = (query: ProductQuery, signal: AbortSignal) =>
  api<ProductListResponse>('/products', { query, signal })

export const BRANDS_URL = apiUrl('/products/brands')

export const fetchBrands = (signal: AbortSignal) =>
  api<ProductBrandsResponse>('/products/brands', { signal })

export const nearestUrl = (q: string, model: string | undefined) =>
  apiUrl('/search/nearest', { q, model })

export const fetchNearest = (q: string, model: string | undefined, signal: AbortSignal) =>
  api<NearestSearchesResponse>('/search/nearest', { query: { q, model }, signal })
