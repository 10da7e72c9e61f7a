import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Paise } from '#domain/money.ts'
import { displayPrice } from '#domain/pricing.ts'
import type { ProductListResponse } from '#domain/product/product.ts'
import { phoneModels, type Product } from '../db/schema/index.ts'
import { buildProduct, giveVariants, insertProducts } from '../db/seed/product-factory.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let glass: Product
let mid: Product
let orbit: Product
let gone: Product
const model: Record<string, string> = {}

/** The whole rupees a shopper sees for a pre-tax price, as the price filter takes them. */
const shelf = (price: Paise) => displayPrice(price) / 100

beforeAll(async () => {
  t = await createTestApp()
  const models = await t.db
    .insert(phoneModels)
    .values([
      { brand: 'Apple', series: 'Apple', name: 'iPhone 16', slug: 'iphone-16', releaseYear: 2024 },
      { brand: 'Google', series: 'Google', name: 'Pixel 9', slug: 'pixel-9', releaseYear: 2024 },
      {
        brand: 'Samsung',
        series: 'Samsung',
        name: 'Galaxy S25',
        slug: 'galaxy-s25',
        releaseYear: 2025,
      },
    ])
    .returning()
  for (const row of models) model[row.slug] = row.id
  ;[glass, mid, orbit, gone] = (await insertProducts(t.db, [
    buildProduct({ name: 'Cheap Glass', category: 'tempered-glass', price: 200_00 }),
    buildProduct({ name: 'Mid Case', price: 500_00 }),
    // Listed at ₹449 before tax, but only its ₹592.37 (₹699 on the shelf) variant can be bought.
    buildProduct({ name: 'Orbit Case', price: 449_00 }),
    buildProduct({ name: 'Gone Folio', price: 300_00 }),
  ])) as [Product, Product, Product, Product]
  const phone = (slug: string) => ({ options: { 'Phone model': slug }, phoneModelId: model[slug] })
  await giveVariants(t.db, mid.id, [{ sku: 'MID-IP16', ...phone('iphone-16') }])
  await giveVariants(t.db, orbit.id, [
    { sku: 'ORBIT-IP16', ...phone('iphone-16'), stock: 10, priceOverride: 592_37 },
    { sku: 'ORBIT-PX9', ...phone('pixel-9'), stock: 0 },
    { sku: 'ORBIT-S25', ...phone('galaxy-s25'), stock: 2, reserved: 2, priceOverride: 400_00 },
  ])
  await giveVariants(t.db, gone.id, [
    { sku: 'GONE-PX9', ...phone('pixel-9'), stock: 0, priceOverride: 250_00 },
    { sku: 'GONE-S25', ...phone('galaxy-s25'), stock: 1, reserved: 1 },
  ])
})
afterAll(() => t.close())

const list = async (query: string) => {
  const response = await call(t.app, 'GET', `/api/products${query}`)
  expect(response.statusCode).toBe(200)
  return response.data as unknown as ProductListResponse
}
const names = async (query: string) => (await list(query)).products.map((p) => p.name)

describe('prices in the catalogue are what the shopper pays', () => {
  it('shows a product at its cheapest variant that can still be sold', async () => {
    const shown = await list('?sortBy=name&sortOrder=asc')
    expect(shown.products.map((p) => [p.name, p.price])).toEqual([
      ['Cheap Glass', 200],
      ['Mid Case', 500],
      ['Orbit Case', 592.37],
    ])
    expect(shelf(592_37)).toBe(699)
  })

  it('sorts by that price, not the product’s own', async () => {
    expect(await names('?sortBy=price&sortOrder=asc')).toEqual([
      'Cheap Glass',
      'Mid Case',
      'Orbit Case',
    ])
    expect(await names('?sortBy=price&sortOrder=desc')).toEqual([
      'Orbit Case',
      'Mid Case',
      'Cheap Glass',
    ])
    const page = await list('?sortBy=price&sortOrder=desc&limit=1&page=2')
    expect(page).toMatchObject({ total: 3, products: [{ name: 'Mid Case' }] })
  })

  it('sorts a sold-out product by its cheapest variant, as it shows it', async () => {
    const ids = [glass, mid, orbit, gone].map((p) => p.id).join(',')
    const sorted = await list(`?ids=${ids}&sortBy=price&sortOrder=asc`)
    expect(sorted.products.map((p) => [p.name, p.price, p.inStock])).toEqual([
      ['Cheap Glass', 200, true],
      ['Gone Folio', 250, false],
      ['Mid Case', 500, true],
      ['Orbit Case', 592.37, true],
    ])
  })

  it('filters by that price, so a product is found only where its price is', async () => {
    // Its own price and its sold-out variants are under ₹600 on the shelf; what it sells is ₹699.
    expect(await names('?maxPrice=600&sortBy=name&sortOrder=asc')).toEqual([
      'Cheap Glass',
      'Mid Case',
    ])
    expect(await names('?maxPrice=698')).not.toContain('Orbit Case')
    expect(await names('?maxPrice=699')).toContain('Orbit Case')
    expect(await names('?minPrice=699')).toEqual(['Orbit Case'])
    expect(await names('?minPrice=700')).toEqual([])
    expect(await names(`?minPrice=${shelf(449_00)}&maxPrice=${shelf(500_00)}`)).toEqual([
      'Mid Case',
    ])
    expect(await list('?maxPrice=600&limit=1')).toMatchObject({ total: 2 })
  })

  it('keeps the phone-model filter working with price sort and filter', async () => {
    expect(await names('?model=iphone-16&sortBy=price&sortOrder=desc')).toEqual([
      'Orbit Case',
      'Mid Case',
    ])
    expect(await names('?model=iphone-16&maxPrice=600')).toEqual(['Mid Case'])
    // Orbit's Pixel 9 and Galaxy S25 variants and both of Gone Folio's are sold out.
    expect(await names('?model=pixel-9')).toEqual([])
    expect(await names('?model=galaxy-s25&sortBy=price')).toEqual([])
    expect(await names(`?model=pixel-9&ids=${gone.id},${orbit.id}&sortBy=price`)).toEqual([
      'Orbit Case',
      'Gone Folio',
    ])
  })
})
