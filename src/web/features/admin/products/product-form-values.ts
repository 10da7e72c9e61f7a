import type { DefaultValues, UseFormReturn } from 'react-hook-form'
import { DEFAULT_GST_RATE, DEFAULT_HSN_BY_CATEGORY } from '#domain/gst.ts'
import type { AdminProduct, ProductFormInput } from '#domain/product/admin-products.ts'
import type { StaffVariant, VariantFormInput } from '#domain/product/admin-variants.ts'

/** The form submits what staff typed (rupees), as the server reads it. */
export type ProductFormApi = UseFormReturn<ProductFormInput, unknown, ProductFormInput>

/** A saved variant as its row of the variants table. */
export function toVariantRow(variant: StaffVariant): VariantFormInput {
  return {
    id: variant.id,
    sku: variant.sku,
    options: variant.options,
    stock: variant.stock,
    price: variant.price,
    originalPrice: variant.originalPrice,
    image: variant.image,
    lowStockThreshold: variant.lowStockThreshold,
  }
}

/**
 * The form's starting values: the product being edited, or a blank in-stock case. A new product
 * has no variant rows until it gets options: the server gives it its one variant.
 */
export function toFormValues(product?: AdminProduct): DefaultValues<ProductFormInput> {
  if (!product) {
    return {
      name: '',
      brand: '',
      category: 'cases',
      subcategory: '',
      originalPrice: null,
      hsnCode: DEFAULT_HSN_BY_CATEGORY.cases,
      gstRate: DEFAULT_GST_RATE,
      weightGrams: null,
      image: '',
      moreImages: [],
      description: '',
      features: [],
      coloredTags: [],
      inStock: true,
      isNewProduct: false,
      isGift: false,
      isFeatured: false,
      isOnSale: false,
      isTopRated: false,
      stock: null,
      options: [],
      variants: [],
    }
  }
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory ?? '',
    price: product.price,
    originalPrice: product.originalPrice,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    weightGrams: product.weightGrams,
    image: product.image,
    moreImages: product.moreImages,
    description: product.description ?? '',
    features: product.features,
    coloredTags: product.coloredTags,
    inStock: product.inStock,
    isNewProduct: product.isNewProduct,
    isGift: product.isGift,
    isFeatured: product.isFeatured,
    isOnSale: product.isOnSale,
    isTopRated: product.isTopRated,
    options: product.options,
    variants: product.variants.map(toVariantRow),
  }
}

/**
 * The form as it is sent: a saved variant's stock only when staff changed it, so a sale made while
 * the form was open is not undone by saving.
 */
export function changedStockOnly(
  form: ProductFormInput,
  saved?: Map<string, StaffVariant>,
): ProductFormInput {
  if (!form.variants) return form
  return {
    ...form,
    variants: form.variants.map(({ stock, ...variant }) => {
      const before = variant.id ? saved?.get(variant.id) : undefined
      return before && before.stock === stock ? variant : { ...variant, stock }
    }),
  }
}

/** Number inputs give text; an empty box is no number, which the schema reports in its words. */
export const numberOrEmpty = (empty: undefined | null) => (value: unknown) =>
  value === '' || value === null || value === undefined ? empty : Number(value)
