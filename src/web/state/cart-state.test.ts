import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#domain/product/product.ts'
import { cartChanges, cartItemCount, cartReducer, loadCartItems } from './cart-state.ts'

const product = (id: string, price = 499): Product => ({
  id,
  _id: id,
  name: `Case ${id}`,
  brand: 'Spigen',
  category: 'cases',
  subcategory: null,
  price,
  originalPrice: null,
  image: '/uploads/products/case.webp',
  features: [],
  coloredTags: [],
  rating: 4.5,
  reviews: 10,
  inStock: true,
  isNewProduct: false,
  isGift: false,
  isFeatured: false,
  isOnSale: false,
  isTopRated: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  options: [],
  variants: [],
})

afterEach(() => vi.restoreAllMocks())

describe('cartReducer', () => {
  it('appends a new product with quantity 1 by default', () => {
    const items = cartReducer([], { type: 'add', product: product('a') })
    expect(items).toHaveLength(1)
    expect(items[0]?.quantity).toBe(1)
  })

  it('raises the quantity of a product already in the cart', () => {
    const once = cartReducer([], { type: 'add', product: product('a') })
    const twice = cartReducer(once, { type: 'add', product: product('a'), quantity: 2 })
    expect(twice).toHaveLength(1)
    expect(twice[0]?.quantity).toBe(3)
  })

  it('ignores a product without an id and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const items = cartReducer([], { type: 'add', product: { ...product(''), _id: '' } })
    expect(items).toEqual([])
    expect(error).toHaveBeenCalled()
  })

  it('removes a line whose quantity is set to zero or less', () => {
    const items = cartReducer([], { type: 'add', product: product('a') })
    expect(cartReducer(items, { type: 'update', id: 'a', quantity: 0 })).toEqual([])
    expect(cartReducer(items, { type: 'update', id: 'a', quantity: -2 })).toEqual([])
  })

  it('rejects an update or removal with an empty id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const items = cartReducer([], { type: 'add', product: product('a') })
    expect(cartReducer(items, { type: 'update', id: '', quantity: 3 })).toBe(items)
    expect(cartReducer(items, { type: 'remove', id: '' })).toBe(items)
  })

  it('clears every line', () => {
    const items = cartReducer([], { type: 'add', product: product('a') })
    expect(cartReducer(items, { type: 'clear' })).toEqual([])
  })
})

describe('cartItemCount', () => {
  it('counts quantities', () => {
    let items = cartReducer([], { type: 'add', product: product('a', 100), quantity: 2 })
    items = cartReducer(items, { type: 'add', product: product('b', 250) })
    expect(cartItemCount(items)).toBe(3)
  })
})

describe('loadCartItems', () => {
  it('discards stored data that is not a list', () => {
    expect(loadCartItems({ items: [] })).toEqual([])
    expect(loadCartItems(undefined)).toEqual([])
  })

  it('drops lines without an id or a positive quantity', () => {
    const kept = { ...product('a'), quantity: 1 }
    const stored = [kept, { name: 'no id', quantity: 1 }, { ...product('b'), quantity: 0 }, null]
    expect(loadCartItems(stored)).toEqual([kept])
  })

  it('keeps a line that only has the legacy _id', () => {
    const legacy = { ...product('a'), id: undefined, quantity: 2 }
    expect(loadCartItems([legacy])).toHaveLength(1)
  })
})

describe('refreshing the cart from the server', () => {
  it('takes current prices and stock but keeps the quantities', () => {
    const items = cartReducer([], { type: 'add', product: product('a', 100), quantity: 3 })
    const refreshed = cartReducer(items, { type: 'refresh', products: [product('a', 120)] })
    expect(refreshed[0]).toMatchObject({ price: 120, quantity: 3 })
  })

  it('tells which lines changed price, went out of stock or disappeared', () => {
    let items = cartReducer([], { type: 'add', product: product('a', 100) })
    items = cartReducer(items, { type: 'add', product: product('b', 200) })
    items = cartReducer(items, { type: 'add', product: product('c', 300) })
    items = cartReducer(items, { type: 'add', product: product('d', 400) })
    const changes = cartChanges(items, [
      product('a', 110),
      { ...product('b', 200), inStock: false },
      product('d', 400),
    ])
    expect(changes).toEqual([
      { name: 'Case a', change: 'price' },
      { name: 'Case b', change: 'out-of-stock' },
      { name: 'Case c', change: 'unavailable' },
    ])
  })
})
