import type { DefaultValues, UseFormReturn } from 'react-hook-form'
import type { ProductForm, ProductFormInput } from '#domain/product/admin-products.ts'
import type { Product } from '#domain/product/product.ts'

export type ProductFormApi = UseFormReturn<ProductFormInput, unknown, ProductForm>

/** The form's starting values: the product being edited, or a blank in-stock case. */
export function toFormValues(product?: Product): DefaultValues<ProductFormInput> {
  if (!product) {
    return {
      name: '',
      brand: '',
      category: 'cases',
      subcategory: '',
      originalPrice: null,
      image: '',
      features: [],
      coloredTags: [],
      inStock: true,
      isNewProduct: false,
      isGift: false,
      isFeatured: false,
      isOnSale: false,
      isTopRated: false,
    }
  }
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory ?? '',
    price: product.price,
    originalPrice: product.originalPrice,
    image: product.image,
    features: product.features,
    coloredTags: product.coloredTags,
    inStock: product.inStock,
    isNewProduct: product.isNewProduct,
    isGift: product.isGift,
    isFeatured: product.isFeatured,
    isOnSale: product.isOnSale,
    isTopRated: product.isTopRated,
  }
}

/** Number inputs give text; an empty box is no number, which the schema reports in its words. */
export const numberOrEmpty = (empty: undefined | null) => (value: unknown) =>
  value === '' || value === null || value === undefined ? empty : Number(value)
