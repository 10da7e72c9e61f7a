import { describe, expect, it } from 'vitest'
import type { Product, Variant } from '#domain/product/product.ts'
import { carryOver, loadCart, removedFromCart } from './stored-cart.ts'

const variant = (id: string, options = {}): Variant => ({
  id,
  sku: `KV-${id}`,
  options,
  price: 599,
  originalPrice: null,
  image: '/uploads/products/case.webp',
  availability: 'in_stock',
})
const product = (id: string, name: string, variants: Variant[]) =>
  ({ id, _id: id, name, price: 499, variants }) as Product

const glass = product('g', 'Kavach 9H Tempered Glass', [variant('g1')])
const armour = product('a', 'Kavach Clear Armour Case', [
  variant('a1', { 'Phone model': 'iPhone 16' }),
  variant('a2', { 'Phone model': 'Pixel 9' }),
])

describe('loading the stored cart', () => {
  it('discards stored data that is not a list', () => {
    expect(loadCart({ items: [] })).toEqual({ items: [], legacy: [] })
    expect(loadCart(undefined)).toEqual({ items: [], legacy: [] })
  })

  it('keeps lines that name a variant and sets aside those stored before variants', () => {
    const line = { ...glass, variantId: 'g1', variantLabel: '', quantity: 2 }
    const old = { ...armour, variants: undefined, quantity: 1 }
    expect(loadCart([line, old])).toEqual({
      items: [line],
      legacy: [{ id: 'a', name: 'Kavach Clear Armour Case', quantity: 1 }],
    })
  })

  it('drops lines without an id or a positive quantity', () => {
    const stored = [{ name: 'no id', quantity: 1 }, { ...glass, quantity: 0 }, null, 'x']
    expect(loadCart(stored)).toEqual({ items: [], legacy: [] })
  })

  it('reads a line that only has the legacy _id', () => {
    const legacy = { ...glass, id: undefined, quantity: 2 }
    expect(loadCart([legacy]).legacy).toEqual([
      { id: 'g', name: 'Kavach 9H Tempered Glass', quantity: 2 },
    ])
  })
})

describe('carrying over lines stored before variants', () => {
  it('maps a product sold in one variant to that variant and drops one sold in several, saying which', () => {
    const { lines, notes } = carryOver(
      [
        { id: 'g', name: 'Kavach 9H Tempered Glass', quantity: 2 },
        { id: 'a', name: 'Kavach Clear Armour Case', quantity: 1 },
      ],
      [glass, armour],
    )
    expect(lines).toEqual([{ product: glass, variant: glass.variants[0], quantity: 2 }])
    expect(notes).toEqual([removedFromCart.several('Kavach Clear Armour Case')])
    expect(notes[0]).toBe(
      'Kavach Clear Armour Case was taken out of your cart: it now comes in several versions, so please choose yours on its page.',
    )
  })

  it('drops a product that is no longer sold, by the name the cart had for it', () => {
    const { lines, notes } = carryOver([{ id: 'x', name: 'Old Case', quantity: 1 }], [])
    expect(lines).toEqual([])
    expect(notes).toEqual(['Old Case was taken out of your cart: it is no longer sold.'])
  })
})
