// The admin product calls: save (create or update), delete, stock flip and image upload.
import type { ProductImportResponse } from '#domain/product/product-csv.ts'
import type { MessageResponse } from '#domain/api-shapes.ts'
import type {
  AdminProduct,
  AdminProductResponse,
  ProductFormInput,
  UploadedImageResponse,
} from '#domain/product/admin-products.ts'
import type { AdminPhoneModel, AdminPhoneModelList } from '#domain/product/phone-model-admin.ts'
import { api } from '#web/lib/api-client.ts'

export async function saveProduct(form: ProductFormInput, id?: string): Promise<AdminProduct> {
  const path = id ? `/admin/products/${encodeURIComponent(id)}` : '/admin/products'
  const result = await api<AdminProductResponse>(path, { method: id ? 'PUT' : 'POST', body: form })
  return result.product
}

/**
 * The product goes back with only its stock flag flipped. Its variants stay behind, so
 * a count that changed since the list loaded (a sale) is not set back.
 */
export async function toggleStock(product: AdminProduct): Promise<AdminProduct> {
  const { options: _options, variants: _variants, ...fields } = product
  const path = `/admin/products/${encodeURIComponent(product.id)}`
  const result = await api<AdminProductResponse>(path, {
    method: 'PUT',
    body: { ...fields, inStock: !product.inStock },
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

/** The phone models staff keep, which the "Phone model" option's values are picked from. */
export async function fetchModels(signal: AbortSignal): Promise<AdminPhoneModel[]> {
  return (await api<AdminPhoneModelList>('/admin/phone-models', { signal })).phoneModels
}

/** Sends the product CSV: checked only (nothing written) on a dry run, else imported whole. */
export async function importProductsCsv(file: File, dryRun: boolean) {
  const body = new FormData()
  body.append('file', file)
  return api<ProductImportResponse>('/admin/imports/products', {
    method: 'POST',
    body,
    query: { dryRun: dryRun ? 'true' : 'false' },
  })
}
