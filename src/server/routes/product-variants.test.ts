import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product as ApiProduct } from '#domain/product/product.ts'
import { defaultSku } from '#domain/product/variant.ts'
import { phoneModels, type Product } from '../db/schema/index.ts'
import { buildProduct, giveVariants, insertProducts } from '../db/seed/product-factory.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let plain: Product
let multi: Product
let soldOut: Product
let offForNow: Product
const model: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  const models = await t.db
    .insert(phoneModels)
    .values([
      { brand: 'Apple', series: 'Apple', name: 'iPhone 15', slug: 'iphone-15', releaseYear: 2023 },
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
  ;[plain, multi, soldOut, offForNow] = (await insertProducts(t.db, [
    buildProduct({ name: 'Plain Charger', category: 'chargers', price: 999_00 }),
    buildProduct({ name: 'Orbit Case', price: 599_00, originalPrice: 899_00 }),
    buildProduct({ name: 'Last Glass', category: 'tempered-glass', price: 299_00 }),
    buildProduct({ name: 'Paused Case', price: 499_00, inStock: false }),
  ])) as [Product, Product, Product, Product]
  const phone = (slug: string) => ({ options: { 'Phone model': slug }, phoneModelId: model[slug] })
  await giveVariants(t.db, multi.id, [
    { sku: 'ORBIT-IP16', ...phone('iphone-16'), stock: 40, reserved: 2 },
    { sku: 'ORBIT-IP15', ...phone('iphone-15'), stock: 6, reserved: 3, priceOverride: 549_00 },
    { sku: 'ORBIT-PX9', ...phone('pixel-9'), stock: 2, reserved: 2, priceOverride: 449_00 },
    { sku: 'ORBIT-S25', ...phone('galaxy-s25'), image: '/uploads/products/orbit-s25.webp' },
  ])
  await giveVariants(t.db, soldOut.id, [{ sku: 'LAST-GLASS-PX9', ...phone('pixel-9'), stock: 0 }])
  await giveVariants(t.db, offForNow.id, [{ sku: 'PAUSED-IP16', ...phone('iphone-16') }])
})
afterAll(() => t.close())

const list = async (query: string) => {
  const response = await call(t.app, 'GET', `/api/products${query}`)
  return response as typeof response & { data: { products: ApiProduct[]; total: number } }
}
const names = async (query: string) => (await list(query)).data.products.map((p) => p.name)

describe('variants in the catalogue', () => {
  it('gives a product without options its one untracked variant at its own price and picture', async () => {
    const detail = await call(t.app, 'GET', `/api/products/${plain.id}`)
    expect(detail.statusCode).toBe(200)
    expect((detail.data.product as ApiProduct).variants).toEqual([
      {
        id: expect.any(String),
        sku: defaultSku(plain.id),
        options: {},
        price: 999,
        originalPrice: null,
        image: plain.image,
        availability: 'in_stock',
      },
    ])
  })

  it('says each variant’s availability, with how many are left only when few are', async () => {
    const [orbit] = (await list(`?ids=${multi.id}`)).data.products
    expect(orbit?.variants).toEqual([
      expect.objectContaining({ sku: 'ORBIT-IP16', availability: 'in_stock', price: 599 }),
      expect.objectContaining({ sku: 'ORBIT-IP15', availability: 'low_stock', left: 3 }),
      expect.objectContaining({ sku: 'ORBIT-PX9', availability: 'out_of_stock', price: 449 }),
      expect.objectContaining({
        sku: 'ORBIT-S25',
        options: { 'Phone model': 'galaxy-s25' },
        availability: 'in_stock',
        image: '/uploads/products/orbit-s25.webp',
      }),
    ])
    expect(orbit?.variants[0]).not.toHaveProperty('left')
    expect(orbit?.variants[1]).toMatchObject({ price: 549, originalPrice: 899 })
  })

  it('prices a product at its cheapest variant that can still be sold', async () => {
    const [orbit] = (await list(`?ids=${multi.id}`)).data.products
    // The Pixel 9 variant costs less but is sold out.
    expect(orbit).toMatchObject({ price: 549, originalPrice: 899, inStock: true })
  })

  it('calls a product out of stock and leaves it out of the shop when its only variant is sold out', async () => {
    const [glass] = (await list(`?ids=${soldOut.id}`)).data.products
    expect(glass).toMatchObject({ inStock: false, price: 299 })
    expect(glass?.variants).toEqual([
      expect.objectContaining({ sku: 'LAST-GLASS-PX9', availability: 'out_of_stock' }),
    ])
    expect(await names('?sortBy=name&sortOrder=asc')).toEqual(['Orbit Case', 'Plain Charger'])
  })

  it('lists only products with a variant left for the chosen phone model', async () => {
    expect(await names('?model=iphone-16')).toEqual(['Orbit Case'])
    expect(await names('?model=galaxy-s25')).toEqual(['Orbit Case'])
    // Orbit's and Last Glass's Pixel 9 variants are both sold out.
    expect(await names('?model=pixel-9')).toEqual([])
    expect((await list('?model=pixel-9')).data.total).toBe(0)
    expect(await names(`?model=pixel-9&ids=${soldOut.id},${plain.id}`)).toEqual(['Last Glass'])
  })

  it('answers an unknown phone model with an empty list and refuses a malformed one', async () => {
    expect(await list('?model=nokia-3310')).toMatchObject({
      statusCode: 200,
      data: { products: [], total: 0 },
    })
    const malformed = await list('?model=iPhone%2016')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.data.message).toBe('Unknown phone model')
  })
})

describe('GET /api/phone-models', () => {
  it('lists models by brand, newest first, with how many products in the shop fit each', async () => {
    const response = await call(t.app, 'GET', '/api/phone-models')
    expect(response.statusCode).toBe(200)
    expect(response.data.phoneModels).toEqual([
      { brand: 'Apple', model: 'iPhone 16', slug: 'iphone-16', releaseYear: 2024, productCount: 1 },
      { brand: 'Apple', model: 'iPhone 15', slug: 'iphone-15', releaseYear: 2023, productCount: 1 },
      { brand: 'Google', model: 'Pixel 9', slug: 'pixel-9', releaseYear: 2024, productCount: 0 },
      {
        brand: 'Samsung',
        model: 'Galaxy S25',
        slug: 'galaxy-s25',
        releaseYear: 2025,
        productCount: 1,
      },
    ])
  })
})
