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
