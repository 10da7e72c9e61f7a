import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NearestSearchesResponseSchema } from '#domain/product/nearest-searches.ts'
import { SearchSuggestionsResponseSchema } from '#domain/product/search-suggestions.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { fittingProductForm } from '../testing/product-form.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let t: TestApp
let admin: string

async function send(url: string, body: unknown) {
  const response = await call(t.app, 'POST', url, body, { cookie: admin })
  expect(response.statusCode, response.data.message).toBe(201)
}

const addModel = (brand: string, name: string, releaseYear: number, aliases: string[] = []) =>
  send('/api/admin/phone-models', { brand, series: brand, name, aliases, releaseYear })

const addProduct = (name: string, category: string, models: string[]) =>
  send('/api/admin/products', fittingProductForm(name, models, { category }))

beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
  await addModel('Apple', 'iPhone 15', 2023)
  await addModel('Apple', 'iPhone 16', 2024)
  await addModel('Samsung', 'Galaxy S24 FE', 2024, ['S24 FE', 'SM-S721'])
  await addModel('Google', 'Pixel 9', 2024)
  await addProduct('Clear Armour Case', 'cases', ['iPhone 16', 'iPhone 15', 'Galaxy S24 FE'])
  await addProduct('Edge Glass', 'tempered-glass', ['Galaxy S24 FE'])
  await addProduct('Nano Charger', 'chargers', [])
  await send('/api/admin/search-synonyms', {
    term: 'tempered glass',
    words: ['screen guard', 'screen protector'],
  })
})
afterAll(() => t.close())

async function suggest(q: string) {
  const response = await call(t.app, 'GET', `/api/search/suggestions?${new URLSearchParams({ q })}`)
  expect(response.statusCode, response.data.message).toBe(200)
  expectDeclared('GET /api/search/suggestions', SearchSuggestionsResponseSchema, response)
  const { products, categories, phoneModels } = SearchSuggestionsResponseSchema.parse(response.data)
  return {
    products: products.map((p) => p.name),
    categories: categories.map((c) => `${c.label} ${c.path}`),
    phones: phoneModels.map((p) => p.model),
  }
}

async function nearest(q: string, model?: string) {
  const query = new URLSearchParams({ q, ...(model ? { model } : {}) })
  const response = await call(t.app, 'GET', `/api/search/nearest?${query}`)
  expect(response.statusCode, response.data.message).toBe(200)
  expectDeclared('GET /api/search/nearest', NearestSearchesResponseSchema, response)
  return NearestSearchesResponseSchema.parse(response.data).searches
}

describe('GET /api/search/nearest', () => {
  it('offers the searches nearest one that finds nothing, each with what it finds', async () => {
    expect((await call(t.app, 'GET', '/api/products?search=armour+charger')).data.total).toBe(0)
    expect(await nearest('armour charger')).toEqual([
      { search: 'charger', count: 1 },
      { search: 'armour', count: 1 },
    ])
    // A word the catalogue doesn't hold is swapped for the catalogue's word most like it.
    expect(await nearest('edge chrgr')).toContainEqual({ search: 'edge', count: 1 })
    expect((await nearest('edge gls'))[0]).toEqual({ search: 'edge glass', count: 1 })
    expect(await nearest('case')).toEqual([])
    // A shopper's word staff keep is never taken for a typo.
    expect(await nearest('screen guard glas charger')).toContainEqual({
      search: 'screen guard glas',
      count: 1,
    })
  })

  it("offers only searches that find something for the shopper's phone", async () => {
    expect(await nearest('armour charger', 'apple-iphone-16')).toEqual([
      { search: 'armour', count: 1 },
    ])
    expect(await nearest('armour charger', 'google-pixel-9')).toEqual([])
  })

  it('refuses an empty search or a phone that is no slug', async () => {
    for (const query of ['q=', 'q=%20', 'q=case&model=Not%20A%20Slug', '']) {
      const response = await call(t.app, 'GET', `/api/search/nearest?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.data.message).toMatch(/search|phone/i)
    }
  })
})

describe('GET /api/search/suggestions', () => {
  it('offers the products the search finds, the categories and the phones it begins', async () => {
    expect(await suggest('cas')).toEqual({
      products: ['Clear Armour Case'],
      categories: ['Cases /shop/category/cases'],
      phones: [],
    })
    expect(await suggest('s24 f')).toMatchObject({ phones: ['Galaxy S24 FE'] })
    expect(await suggest('samsung gal')).toMatchObject({ phones: ['Galaxy S24 FE'] })
  })

  it('lists the phones a name begins newest first, and only those something fits', async () => {
    expect((await suggest('iphone 1')).phones).toEqual(['iPhone 16', 'iPhone 15'])
    expect((await suggest('pixel')).phones).toEqual([])
  })

  it('reads the search as the shop does: a phone model in it and the shop’s word for a synonym', async () => {
    expect(await suggest('iphone 16 case')).toEqual({
      products: ['Clear Armour Case'],
      categories: ['Cases /shop/category/cases'],
      phones: ['iPhone 16'],
    })
    expect(await suggest('screen guard')).toEqual({
      products: ['Edge Glass'],
      categories: ['Tempered Glass /shop/category/tempered-glass'],
      phones: [],
    })
    // Half a shopper's phrase is read whole, as they are still typing it.
    expect(await suggest('screen gu')).toEqual(await suggest('screen guard'))
    expect((await suggest('desk')).categories).toEqual([
      'Desk Setup /shop/category/work-essentials/desk-setup',
    ])
  })

  it('offers products alone for a single letter', async () => {
    expect(await suggest('c')).toMatchObject({ categories: [], phones: [] })
  })

  it('refuses an empty or overlong search with a message', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const response = await call(
        t.app,
        'GET',
        `/api/search/suggestions?${new URLSearchParams({ q })}`,
      )
      expect(response.statusCode).toBe(400)
      expect(response.data.message).toMatch(/search/i)
    }
    const missing = await call(t.app, 'GET', '/api/search/suggestions')
    expect(missing.statusCode).toBe(400)
    expect(missing.data.message).toBe('Type something to search for')
  })

  it('forgets a product staff delete', async () => {
    expect((await suggest('nano')).products).toEqual(['Nano Charger'])
    const list = await call(t.app, 'GET', '/api/products?search=nano')
    const id = (list.data.products as { id: string }[])[0]?.id ?? ''
    const gone = await call(t.app, 'DELETE', `/api/admin/products/${id}`, undefined, {
      cookie: admin,
    })
    expect(gone.statusCode, gone.data.message).toBe(200)
    expect((await suggest('nano')).products).toEqual([])
  })
})
