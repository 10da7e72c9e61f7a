import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/http.ts'
import { fittingProductForm } from '../testing/product-form.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let t: TestApp
let admin: string

const send = (method: 'POST' | 'PUT', url: string, body: unknown) =>
  call(t.app, method, url, body, { cookie: admin })

async function addModel(brand: string, series: string, name: string, aliases: string[] = []) {
  const response = await send('POST', '/api/admin/phone-models', {
    brand,
    series,
    name,
    aliases,
    releaseYear: 2024,
  })
  expect(response.statusCode, response.data.message).toBe(201)
  return response.data.phoneModel as { id: string; slug: string }
}

async function addProduct(name: string, category: string, models: string[], features: string[]) {
  const response = await send(
    'POST',
    '/api/admin/products',
    fittingProductForm(name, models, { category, features }),
  )
  expect(response.statusCode, response.data.message).toBe(201)
}

beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
  await addModel('Apple', 'iPhone', 'iPhone 16')
  await addModel('Apple', 'iPhone', 'iPhone 16 Pro', ['16 Pro'])
  await addModel('Samsung', 'Galaxy S', 'Galaxy S24 FE', ['S24 FE', 'SM-S721'])
  await addProduct('Clear Armour Case', 'cases', ['iPhone 16', 'Galaxy S24 FE'], ['Clear back'])
  await addProduct('Rugged Case', 'cases', ['iPhone 16 Pro'], ['Kickstand'])
  await addProduct('Edge Glass', 'tempered-glass', ['Galaxy S24 FE'], ['Edge-to-edge coverage'])
  await addProduct('Nano Charger', 'chargers', [], ['USB-C PD', 'Case friendly plug'])
  await addProduct('Desk Organiser', 'work-essentials', [], ['Bamboo'])
})
afterAll(() => t.close())

async function search(term: string, rest = '') {
  const query = new URLSearchParams({ search: term, sortBy: 'relevance' })
  const response = await call(t.app, 'GET', `/api/products?${query}${rest}`)
  expect(response.statusCode).toBe(200)
  return (response.data.products as { name: string }[]).map((p) => p.name)
}

describe('a search naming a phone model', () => {
  it('lists what fits that model and looks for the other words as usual', async () => {
    expect(await search('iphone 16 case')).toEqual(['Clear Armour Case'])
    expect(await search('iPhone16 case')).toEqual(['Clear Armour Case'])
    expect(await search('case iphone 16')).toEqual(['Clear Armour Case'])
  })

  it('reads the longest name it holds: "iphone 16 pro" is not the iPhone 16', async () => {
    expect(await search('iphone 16 pro case')).toEqual(['Rugged Case'])
    expect(await search('16 pro')).toEqual(['Rugged Case'])
  })

  it('knows a model by its aliases, whole or as a part of its name', async () => {
    expect(await search('s24 fe glass')).toEqual(['Edge Glass'])
    expect(await search('galaxy s24 fe glass')).toEqual(['Edge Glass'])
    // With no other words there is nothing to rank by: the newest first.
    expect(await search('SM-S721')).toEqual(['Edge Glass', 'Clear Armour Case'])
  })

  it('ranks names holding the other words first', async () => {
    expect(await search('s24 fe clear')).toEqual(['Clear Armour Case'])
    expect(await search('s24 fe e')).toEqual(['Edge Glass', 'Clear Armour Case'])
  })

  it('finds nothing for a model nothing fits, rather than everything', async () => {
    await addModel('Google', 'Pixel', 'Pixel 9')
    expect(await search('pixel 9 case')).toEqual([])
  })

  it('narrows a list already filtered by another model to nothing', async () => {
    expect(await search('s24 fe case', '&model=iphone-16')).toEqual(['Clear Armour Case'])
    expect(await search('iphone 16 pro case', '&model=iphone-16')).toEqual([])
  })
})

describe('a hyphen in a search', () => {
  it('reads as a space, its words found side by side', async () => {
    expect(await search('work-essentials')).toEqual(['Desk Organiser'])
    expect(await search('work essentials')).toEqual(['Desk Organiser'])
    expect(await search('usb-c')).toEqual(['Nano Charger'])
    expect(await search('usb c')).toEqual(['Nano Charger'])
  })

  it('does not let each of its words match on its own', async () => {
    expect(await search('glass-edge')).toEqual([])
    expect(await search('glass edge')).toEqual(['Edge Glass'])
  })
})
