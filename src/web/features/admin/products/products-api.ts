// The admin product calls of spec §7: save (create or update), delete, stock flip and image upload.
import type { ProductForm } from '#domain/schemas/admin.ts'
import type { Product } from '#domain/schemas/product.ts'
import { api } from '#web/lib/api-client.ts'

export async function saveProduct(form: ProductForm, id?: string): Promise<Product> {
  const path = id ? `/admin/products/${encodeURIComponent(id)}` : '/admin/products'
  const result = await api<{ product: Product }>(path, { method: id ? 'PUT' : 'POST', body: form })
  return result.product
}

/** Spec §4: the whole product goes back with only its stock flag flipped. */
export async function toggleStock(product: Product): Promise<Product> {
  const result = await api<{ product: Product }>(
    `/admin/products/${encodeURIComponent(product.id)}`,
    { method: 'PUT', body: { ...product, inStock: !product.inStock } },
  )
  return result.product
}

export const deleteProduct = (id: string) =>
  api<{ message: string }>(`/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' })

export async function uploadProductImage(file: File): Promise<string> {
  const body = new FormData()
  body.append('image', file)
  const result = await api<{ imageUrl: string }>('/admin/upload-image', { method: 'POST', body })
  return result.imageUrl
}
