import { describe, expect, it } from 'vitest'
import type { Product } from '#domain/product/product.ts'
import { CACHE_KEY, deriveFacets, readFreshCache, writeCache } from './catalogue-cache.ts'

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[CACHE_KEY, initial]])
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  }
}
const product = (id: string, brand = 'Spigen', category = 'cases') =>
  ({
    id,
    _id: id,
    slug: `case-${id}`,
    brand,
    category,
    options: [],
    variants: [],
  }) as unknown as Product
const HOUR = 3_600_000

describe('catalogue cache', () => {
  it('uses a copy younger than an hour', () => {
    const storage = memory()
    writeCache(storage, [product('a')], 1_000)
    expect(readFreshCache(storage, 1_000 + HOUR - 1)?.products).toHaveLength(1)
  })

  it('ignores a copy an hour old or older', () => {
    const storage = memory()
    writeCache(storage, [product('a')], 1_000)
    expect(readFreshCache(storage, 1_000 + HOUR)).toBeNull()
  })

  it('deletes a corrupt copy', () => {
    for (const corrupt of ['{not json', '{"products":"x","timestamp":1}', '{"timestamp":1}']) {
      const storage = memory(corrupt)
      expect(readFreshCache(storage, 2)).toBeNull()
      expect(storage.data.has(CACHE_KEY)).toBe(false)
    }
  })

  it('drops cached products without an id', () => {
    const storage = memory(
      JSON.stringify({ products: [product('a'), { name: 'x' }], timestamp: 5 }),
    )
    expect(readFreshCache(storage, 6)?.products).toHaveLength(1)
  })

  it('ignores a copy from before products had variants, options or slugs', () => {
    for (const old of [
      { ...product('a'), variants: undefined },
      { ...product('a'), options: undefined },
      { ...product('a'), slug: undefined },
    ]) {
      const storage = memory(JSON.stringify({ products: [old], timestamp: 5 }))
      expect(readFreshCache(storage, 6)).toBeNull()
    }
  })
})

describe('deriveFacets', () => {
  it('lists unique categories and unique brands in alphabetical order', () => {
    const facets = deriveFacets([
      product('a', 'boAt', 'accessories'),
      product('b', 'Anker', 'chargers'),
      product('c', 'Anker', 'chargers'),
    ])
    expect(facets).toEqual({ categories: ['accessories', 'chargers'], brands: ['Anker', 'boAt'] })
  })
})
