import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await insertProducts(t.db, [
    buildProduct({ name: 'Zen Case', brand: 'Spigen', features: ['Clear back'] }),
    buildProduct({ name: 'Leather Folio', brand: 'Ringke', features: ['Card slot'] }),
    buildProduct({
      name: 'Slim Cable Organiser',
      category: 'work-essentials',
      subcategory: 'cable-management',
      features: ['Holds a phone case'],
    }),
    buildProduct({ name: 'Bolt 65W Charger', category: 'chargers', features: ['PD 3.0'] }),
    buildProduct({ name: '9H Tempered Glass', category: 'tempered-glass', features: [] }),
  ])
})
afterAll(() => t.close())

async function names(query: string) {
  const response = await call(t.app, 'GET', `/api/products?${query}`)
  expect(response.statusCode).toBe(200)
  return (response.data.products as { name: string }[]).map((p) => p.name)
}
const search = (term: string, rest = 'sortBy=name&sortOrder=asc') =>
  names(`search=${encodeURIComponent(term)}&${rest}`)

describe('the shop’s search', () => {
  it.each([
    ['chargr', ['Bolt 65W Charger']],
    ['tempred glas', ['9H Tempered Glass']],
    ['lether', ['Leather Folio']],
    ['organizer', ['Slim Cable Organiser']],
  ])('forgives "%s" and finds what was meant', async (term, expected) => {
    expect(await search(term)).toEqual(expected)
  })

  it('needs every word, each anywhere in name, brand, category or features', async () => {
    expect(await search('spigen clear')).toEqual(['Zen Case'])
    expect(await search('clear ringke')).toEqual([])
  })

  it('matches words under four letters as they are, never as typos', async () => {
    expect(await search('pd')).toEqual(['Bolt 65W Charger'])
    expect(await search('9h')).toEqual(['9H Tempered Glass'])
    expect(await search('cse')).toEqual([])
  })

  it('ranks names holding the search first, then by name', async () => {
    expect(await search('case')).toEqual(['Leather Folio', 'Slim Cable Organiser', 'Zen Case'])
    expect(await search('case', 'sortBy=relevance')).toEqual([
      'Zen Case',
      'Leather Folio',
      'Slim Cable Organiser',
    ])
  })

  it('corrects a product’s new words as soon as it is saved', async () => {
    await insertProducts(t.db, [buildProduct({ name: 'Kickstand Wallet' })])
    expect(await search('kikstand')).toEqual(['Kickstand Wallet'])
  })
})
