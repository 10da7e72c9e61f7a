import { describe, expect, it } from 'vitest'
import type { Product, Variant } from '#domain/product/product.ts'
import {
  API_SORT,
  defaultSort,
  filterProducts,
  type ShopFilters,
  sortOptions,
} from './shop-filters.ts'

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

describe('sorting while searching', () => {
  it('offers "Best Match" first, and by default, only while searching', () => {
    expect(defaultSort('')).toBe('name')
    expect(defaultSort('  case ')).toBe('relevance')
    expect(sortOptions('').map((o) => o.label)).not.toContain('Best Match')
    expect(sortOptions('case')[0]?.label).toBe('Best Match')
    expect(sortOptions('case')).toHaveLength(6)
  })

  it('asks the list API for each choice', () => {
    expect(API_SORT['price-desc']).toEqual({ sortBy: 'price', sortOrder: 'desc' })
    expect(API_SORT.relevance.sortBy).toBe('relevance')
  })
})
