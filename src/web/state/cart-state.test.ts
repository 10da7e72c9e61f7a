import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product, Variant } from '#domain/product/product.ts'
import { cartChanges, cartItemCount, cartReducer, roomFor } from './cart-state.ts'

const variant = (id: string, changes: Partial<Variant> = {}): Variant => ({
  id,
  sku: `KV-${id}`,
  options: {},
  price: 499,
  originalPrice: null,
  image: '/uploads/products/case.webp',
  availability: 'in_stock',
  ...changes,
})

const product = (id: string, price = 499, variants = [variant(`${id}1`, { price })]): Product => ({
  id,
  _id: id,
  slug: `spigen-case-${id}`,
  name: `Case ${id}`,
  brand: 'Spigen',
  gstRate: 18,
  hsnCode: '392690',
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
  options: Object.keys(variants[0]?.options ?? {}).map((name) => ({
    name,
    values: variants.flatMap((v) => v.options[name] ?? []),
  })),
  variants,
})

const iphone = variant('c-iphone', { options: { 'Phone model': 'iPhone 16' }, price: 599 })
const pixel = variant('c-pixel', { options: { 'Phone model': 'Pixel 9' }, price: 699 })
const clearCase = product('c', 599, [iphone, pixel])

const add = (p: Product, quantity?: number, v = p.variants[0] as Variant) =>
  ({ type: 'add', product: p, variant: v, quantity }) as const

afterEach(() => vi.restoreAllMocks())

describe('cartReducer', () => {
  it('appends a new variant with quantity 1 by default', () => {
    const items = cartReducer([], add(product('a')))
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ quantity: 1, variantId: 'a1' })
  })

  it('raises the quantity of a variant already in the cart', () => {
    const once = cartReducer([], add(product('a')))
    const twice = cartReducer(once, add(product('a'), 2))
    expect(twice).toHaveLength(1)
    expect(twice[0]?.quantity).toBe(3)
  })

  it('keeps two variants of one product as two lines, each priced and named by its variant', () => {
    let items = cartReducer([], add(clearCase, 1, iphone))
    items = cartReducer(items, add(clearCase, 2, pixel))
    expect(
      items.map(({ variantId, variantLabel, price, quantity }) => ({
        variantId,
        variantLabel,
        price,
        quantity,
      })),
    ).toEqual([
      {
        variantId: 'c-iphone',
        variantLabel: 'iPhone 16',
        price: 599,
        quantity: 1,
      },
      {
        variantId: 'c-pixel',
        variantLabel: 'Pixel 9',
        price: 699,
        quantity: 2,
      },
    ])
    expect(cartItemCount(items)).toBe(3)
  })

  it('holds at most ten of one product across its variants, as the server counts them', () => {
    let items = cartReducer([], add(clearCase, 7, iphone))
    expect(roomFor(items, 'c')).toBe(3)
    items = cartReducer(items, add(clearCase, 5, pixel))
    expect(items.map((i) => i.quantity)).toEqual([7, 3])
    expect(cartReducer(items, add(clearCase, 1, iphone))).toBe(items)
    const raised = cartReducer(items, { type: 'update', variantId: 'c-pixel', quantity: 9 })
    expect(raised.map((i) => i.quantity)).toEqual([7, 3])
    expect(cartReducer(items, add(product('b'), 10))).toHaveLength(3)
  })

  it('ignores a product without an id and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const items = cartReducer([], add({ ...product(''), _id: '' }))
    expect(items).toEqual([])
    expect(error).toHaveBeenCalled()
  })

  it('removes a line whose quantity is set to zero or less, leaving the other variants', () => {
    let items = cartReducer([], add(clearCase, 1, iphone))
    items = cartReducer(items, add(clearCase, 1, pixel))
    const left = cartReducer(items, { type: 'update', variantId: 'c-iphone', quantity: 0 })
    expect(left.map((i) => i.variantId)).toEqual(['c-pixel'])
    expect(cartReducer(items, { type: 'update', variantId: 'c-pixel', quantity: -2 })).toHaveLength(
      1,
    )
    expect(cartReducer(items, { type: 'remove', variantId: 'c-pixel' })).toHaveLength(1)
  })

  it('rejects an update or removal with an empty id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const items = cartReducer([], add(product('a')))
    expect(cartReducer(items, { type: 'update', variantId: '', quantity: 3 })).toBe(items)
    expect(cartReducer(items, { type: 'remove', variantId: '' })).toBe(items)
  })

  it('keeps the lines added before the stored cart was read, within the cap, when it is restored', () => {
    const stored = cartReducer(cartReducer([], add(clearCase, 8, iphone)), add(product('b')))
    let early = cartReducer([], add(clearCase, 3, iphone))
    early = cartReducer(early, add(product('a')))
    const restored = cartReducer(early, { type: 'restore', items: stored })
    expect(restored.map(({ variantId, quantity }) => ({ variantId, quantity }))).toEqual([
      { variantId: 'c-iphone', quantity: 10 },
      { variantId: 'b1', quantity: 1 },
      { variantId: 'a1', quantity: 1 },
    ])
    expect(cartReducer([], { type: 'restore', items: stored })).toEqual(stored)
  })

  it('keeps the very same lines when nothing was stored, so nothing showing the cart redraws', () => {
    const early = cartReducer([], add(product('a')))
    expect(cartReducer(early, { type: 'restore', items: [] })).toBe(early)
  })

  it('clears every line', () => {
    const items = cartReducer([], add(product('a')))
    expect(cartReducer(items, { type: 'clear' })).toEqual([])
  })
})

describe('refreshing the cart from the server', () => {
  it("takes each line's current variant price but keeps the quantities", () => {
    const items = cartReducer([], add(clearCase, 3, pixel))
    const cheaper = product('c', 599, [iphone, { ...pixel, price: 649 }])
    const refreshed = cartReducer(items, { type: 'refresh', products: [cheaper] })
    expect(refreshed[0]).toMatchObject({ price: 649, quantity: 3, variantId: 'c-pixel' })
  })

  it('tells which lines changed price, went out of stock, run short or disappeared', () => {
    let items = cartReducer([], add(product('a', 100)))
    items = cartReducer(items, add(product('b', 200)))
    items = cartReducer(items, add(product('c', 300)))
    items = cartReducer(items, add(clearCase, 3, iphone))
    items = cartReducer(items, add(clearCase, 1, pixel))
    const changes = cartChanges(items, [
      product('a', 110),
      { ...product('b', 200), inStock: false },
      product('c', 599, [
        { ...iphone, availability: 'low_stock', left: 2 },
        { ...pixel, availability: 'out_of_stock' },
      ]),
    ])
    expect(changes).toEqual([
      { name: 'Case a', variantLabel: '', change: 'price' },
      { name: 'Case b', variantLabel: '', change: 'out-of-stock' },
      { name: 'Case c', variantLabel: '', change: 'unavailable' },
      { name: 'Case c', variantLabel: 'iPhone 16', change: 'low', left: 2 },
      { name: 'Case c', variantLabel: 'Pixel 9', change: 'out-of-stock' },
    ])
  })

  it('counts a new GST rate as a new price, since the shelf price moves with it', () => {
    const items = cartReducer([], add(product('a', 100)))
    expect(cartChanges(items, [{ ...product('a', 100), gstRate: 5 }])).toEqual([
      { name: 'Case a', variantLabel: '', change: 'price' },
    ])
    expect(cartChanges(items, [product('a', 100)])).toEqual([])
  })
})

describe('merging lines from elsewhere into the cart', () => {
  const add = (items: ReturnType<typeof cartReducer>, p: Product, quantity: number) =>
    cartReducer(items, { type: 'add', product: p, variant: p.variants[0] as Variant, quantity })

  it('adds the lines it lacks from the products read, at the larger quantity of those it holds', () => {
    const a = product('a')
    const b = product('b')
    const mine = add([], a, 2)
    const merged = cartReducer(mine, {
      type: 'merge',
      lines: [
        { productId: 'a', variantId: 'a1', quantity: 3 },
        { productId: 'b', variantId: 'b1', quantity: 1 },
      ],
      products: [b],
    })
    expect(merged.map((i) => [i.variantId, i.quantity])).toEqual([
      ['a1', 3],
      ['b1', 1],
    ])
    expect(merged[1]?.name).toBe('Case b')
  })

  it('leaves out a line whose product or variant the shop no longer has', () => {
    const b = product('b')
    const merged = cartReducer([], {
      type: 'merge',
      lines: [
        { productId: 'gone', variantId: 'g1', quantity: 1 },
        { productId: 'b', variantId: 'b9', quantity: 1 },
      ],
      products: [b],
    })
    expect(merged).toEqual([])
  })
})
