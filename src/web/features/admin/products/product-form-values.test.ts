import { describe, expect, it } from 'vitest'
import type { ProductFormInput } from '#domain/product/admin-products.ts'
import type { StaffVariant } from '#domain/product/admin-variants.ts'
import { changedStockOnly } from './product-form-values.ts'

const saved: StaffVariant = {
  id: 'v1',
  sku: 'RC-1',
  options: {},
  label: '',
  stock: 4,
  reserved: 0,
  available: 4,
  price: null,
  originalPrice: null,
  image: null,
  lowStockThreshold: 5,
}
const form = (stock: number | null) =>
  ({ variants: [{ id: 'v1', sku: 'RC-1', options: {}, stock }] }) as unknown as ProductFormInput

describe('the product form as sent', () => {
  it("sends a saved variant's stock only when staff changed it", () => {
    const savedVariants = new Map([[saved.id, saved]])
    expect(changedStockOnly(form(4), savedVariants).variants?.[0]).not.toHaveProperty('stock')
    expect(changedStockOnly(form(6), savedVariants).variants?.[0]).toHaveProperty('stock', 6)
    expect(changedStockOnly(form(null), savedVariants).variants?.[0]).toHaveProperty('stock', null)
    expect(changedStockOnly(form(4), undefined).variants?.[0]).toHaveProperty('stock', 4)
  })
})
