import { PHONE_MODEL_OPTION } from '#domain/product/variant.ts'

// A product as the admin screen's form sends it (prices in rupees): a plain case unless told.
export function productForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Kavach Armour Case',
    brand: 'Kavach',
    category: 'cases',
    price: 338.14,
    originalPrice: null,
    image: '/uploads/products/armour.webp',
    features: ['Military drop tested'],
    coloredTags: [],
    inStock: true,
    isNewProduct: false,
    isGift: false,
    isFeatured: false,
    isOnSale: false,
    isTopRated: false,
    ...overrides,
  }
}

/** The form for a product sold in one variant (5 units) per phone model, or plain without models. */
export function fittingProductForm(
  name: string,
  models: string[],
  overrides: Record<string, unknown> = {},
) {
  return productForm({
    name,
    options: models.length ? [{ name: PHONE_MODEL_OPTION, values: models }] : [],
    variants: models.map((model, i) => ({
      sku: `${name.replaceAll(' ', '-').toUpperCase()}-${i}`,
      options: { [PHONE_MODEL_OPTION]: model },
      stock: 5,
    })),
    ...overrides,
  })
}
