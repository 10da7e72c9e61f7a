import { describe, expect, it } from 'vitest'
import type { Product, Variant } from '#domain/product/product.ts'
import { filterProducts, type ShopFilters } from './shop-filters.ts'

const forPhone = (model: string, availability: Variant['availability'] = 'in_stock') =>
  ({ id: model, options: { 'Phone model': model }, availability }) as unknown as Variant
const product = (name: string, variants: Variant[], category: Product['category'] = 'cases') =>
  ({
    id: name,
    name,
    brand: 'Kavach',
    category,
    features: [],
    price: 599,
    rating: 4,
    inStock: true,
    variants,
  }) as unknown as Product

const products = [
  product('Clear Armour Case', [forPhone('Galaxy S25'), forPhone('Galaxy S24 FE', 'out_of_stock')]),
  product('9H Tempered Glass', [forPhone('Galaxy S25')], 'tempered-glass'),
  product('Folio for iPhone 16', [forPhone('iPhone 16')]),
  product(
    '65W Charger',
    [{ id: 'c', options: {}, availability: 'in_stock' } as unknown as Variant],
    'chargers',
  ),
]
const none: ShopFilters = {
  search: '',
  brand: '',
  minPrice: '',
  maxPrice: '',
  minRating: 0,
  sort: 'name',
}
const names = (shown: Product[]) => shown.map((p) => p.name)

describe("the shop's phone filter", () => {
  it('shows only products with a variant for the chosen phone that can still be sold', () => {
    expect(names(filterProducts(products, {}, none, 'Galaxy S25'))).toEqual([
      '9H Tempered Glass',
      'Clear Armour Case',
    ])
    expect(filterProducts(products, {}, none, 'Galaxy S24 FE')).toEqual([])
  })

  it('works with the section and the search', () => {
    expect(names(filterProducts(products, { category: 'cases' }, none, 'Galaxy S25'))).toEqual([
      'Clear Armour Case',
    ])
    expect(names(filterProducts(products, {}, { ...none, search: 'glass' }, 'Galaxy S25'))).toEqual(
      ['9H Tempered Glass'],
    )
  })

  it('shows everything in stock when no phone is chosen', () => {
    expect(filterProducts(products, {}, none)).toHaveLength(4)
  })
})
