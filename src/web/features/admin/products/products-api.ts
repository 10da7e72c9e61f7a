// The admin product calls of spec §7: save (create or update), delete, stock flip and image upload.
import type { MessageResponse } from '#domain/api-shapes.ts'
import type { ProductForm, UploadedImageResponse } from '#domain/product/admin-products.ts'
import type { Product, ProductResponse } from '#domain/product/product.ts'
import { api } from '#web/lib/api-client.ts'

export async function saveProduct(form: ProductForm, id?: string): Promise<Product> {
  const path = id ? `/admin/products/${encodeURIComponent(id)}` : '/admin/products'
  const result = await api<ProductResponse>(path, { method: id ? 'PUT' : 'POST', body: form })
  return result.product
}

/** Spec §4: the whole product goes back with only its stock flag flipped. */
export async function toggleStock(product: Product): Promise<Product> {
  const result = await api<ProductResponse>(`/admin/products/${encodeURIComponent(product.id)}`, {
    method: 'PUT',
    body: { ...product, inStock: !product.inStock },
  })
  return result.product
}

export const deleteProduct = (id: string) =>
  api<MessageResponse>(`/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' })

export async function uploadProductImage(file: File): Promise<string> {
  const body = new FormData()
  body.append('image', file)
  const result = await api<UploadedImageResponse>('/admin/upload-image', { method: 'POST', body })
  return result.imageUrl
}
