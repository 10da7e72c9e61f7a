import { describe, expect, it, vi } from 'vitest'
import type { Product } from '#domain/product/product.ts'
import { addToWishlist, loadWishlistItems, removeFromWishlist } from './wishlist-state.ts'

const product = (id: string) => ({ id, _id: id, name: `Item ${id}` }) as Product

describe('wishlist state', () => {
  it('adds a product once, however often it is added', () => {
    const once = addToWishlist([], product('a'))
    expect(addToWishlist(once, product('a'))).toBe(once)
  })

  it('refuses a product without an id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(addToWishlist([], product(''))).toEqual([])
  })

  it('removes by id', () => {
    const items = [product('a'), product('b')]
    expect(removeFromWishlist(items, 'a').map((p) => p.id)).toEqual(['b'])
  })

  it('loads only stored products that have an id', () => {
    expect(loadWishlistItems('not a list')).toEqual([])
    expect(loadWishlistItems([product('a'), { name: 'no id' }])).toHaveLength(1)
  })

  it('gives a product saved before variants existed an empty list of them', () => {
    expect(loadWishlistItems([product('a')])[0]?.variants).toEqual([])
  })
})
