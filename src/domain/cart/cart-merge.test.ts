import { describe, expect, it } from 'vitest'
import { mergeCartLines } from './cart-merge.ts'

const line = (productId: string, variantId: string, quantity: number) => ({
  productId,
  variantId,
  quantity,
})

describe('merging the browser’s cart with the one kept for the shopper', () => {
  it('keeps every variant either holds, the browser’s first', () => {
    expect(mergeCartLines([line('p1', 'v1', 1)], [line('p2', 'v2', 2)])).toEqual([
      line('p1', 'v1', 1),
      line('p2', 'v2', 2),
    ])
  })

  it('takes the larger quantity of a variant both hold, not their sum', () => {
    expect(mergeCartLines([line('p1', 'v1', 2)], [line('p1', 'v1', 3)])).toEqual([
      line('p1', 'v1', 3),
    ])
    expect(mergeCartLines([line('p1', 'v1', 4)], [line('p1', 'v1', 3)])).toEqual([
      line('p1', 'v1', 4),
    ])
  })

  it('keeps a product’s variants together within its cap, the later lines giving way', () => {
    expect(
      mergeCartLines([line('p1', 'v1', 6)], [line('p1', 'v2', 6), line('p1', 'v3', 1)]),
    ).toEqual([line('p1', 'v1', 6), line('p1', 'v2', 4)])
  })

  it('merges a line without a variant by its product', () => {
    expect(
      mergeCartLines([{ productId: 'p1', quantity: 1 }], [{ productId: 'p1', quantity: 2 }]),
    ).toEqual([{ productId: 'p1', quantity: 2 }])
  })

  it('answers the other cart when one is empty, and nothing when both are', () => {
    expect(mergeCartLines([], [line('p1', 'v1', 1)])).toEqual([line('p1', 'v1', 1)])
    expect(mergeCartLines([line('p1', 'v1', 1)], [])).toEqual([line('p1', 'v1', 1)])
    expect(mergeCartLines([], [])).toEqual([])
  })

  it('stops at the cart’s number of lines', () => {
    const many = Array.from({ length: 60 }, (_, i) => line(`p${i}`, `v${i}`, 1))
    expect(mergeCartLines(many.slice(0, 30), many.slice(30))).toHaveLength(50)
  })
})
