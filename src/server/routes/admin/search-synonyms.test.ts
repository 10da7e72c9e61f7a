import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import {
  type AdminSearchSynonym,
  AdminSearchSynonymListSchema,
  SearchSynonymSavedSchema,
} from '#domain/product/search-synonym.ts'
import { buildProduct, insertProducts } from '../../db/seed/product-factory.ts'
import { expectDeclared } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let admin: string
let customer: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
  customer = (await createSignedInUser(t.db)).cookie
  await insertProducts(t.db, [
    buildProduct({ name: 'Ambrane Wall Charger', category: 'chargers', features: ['20W PD'] }),
    buildProduct({ name: 'Kavach Silicone Case', features: ['Soft touch'] }),
    buildProduct({ name: 'Mivi Earbuds', category: 'accessories', features: ['ANC'] }),
  ])
})
afterAll(() => t.close())

const URL = '/api/admin/search-synonyms'
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, body, { cookie: admin })

async function add(term: string, words: string[]) {
  const response = await send('POST', URL, { term, words })
  expect(response.statusCode, response.data.message).toBe(201)
  return response.data.synonym as AdminSearchSynonym
}

async function search(term: string) {
  const query = new URLSearchParams({ search: term, sortBy: 'relevance' })
  const response = await call(t.app, 'GET', `/api/products?${query}`)
  expect(response.statusCode).toBe(200)
  return (response.data.products as { name: string }[]).map((p) => p.name)
}

describe('the search synonyms staff keep', () => {
  it('are for admins only', async () => {
    expect((await call(t.app, 'GET', URL)).statusCode).toBe(401)
    const shopper = await call(
      t.app,
      'POST',
      URL,
      { term: 'case', words: ['cover'] },
      {
        cookie: customer,
      },
    )
    expect(shopper.statusCode).toBe(403)
  })

  it('adds a group tidied, and search reads its words at once', async () => {
    expect(await search('wall adapter')).toEqual([])
    const response = await send('POST', URL, {
      term: ' Charger ',
      words: ['Wall  Adapter', 'adapter', 'ADAPTER', 'charger'],
    })
    expectDeclared('POST /api/admin/search-synonyms', SearchSynonymSavedSchema, response)
    expect(response.statusCode).toBe(201)
    expect(response.data.synonym).toMatchObject({
      term: 'charger',
      words: ['wall adapter', 'adapter'],
    })
    expect(await search('wall adapter')).toEqual(['Ambrane Wall Charger'])
  })

  it('refuses a form with no words, a blank shop word or control characters, with 400', async () => {
    for (const body of [
      { term: 'case', words: [] },
      { term: '  ', words: ['cover'] },
      { term: 'case', words: ['co\u0000ver'] },
      { term: 'case', words: 'cover' },
      { term: 'case', words: ['x'.repeat(41)] },
      {},
    ]) {
      const response = await send('POST', URL, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(typeof response.data.message).toBe('string')
    }
  })

  it('refuses a shop word that has its group, or a word that already means another, with 409', async () => {
    await add('earbuds', ['earphones', 'tws'])
    const again = await send('POST', URL, { term: 'Earbuds', words: ['headphones'] })
    expect(again.statusCode).toBe(409)
    expect(again.data.message).toBe('"earbuds" already has its synonyms')
    const taken = await send('POST', URL, { term: 'neckband', words: ['TWS'] })
    expect(taken.statusCode).toBe(409)
    expect(taken.data.message).toBe('"tws" already means "earbuds"')
    // A hyphen reads as a space: "ear-phones" is not "earphones", but "usb-c" is "usb c".
    await add('usb-c', ['type c'])
    expect((await send('POST', URL, { term: 'cable', words: ['type-c'] })).statusCode).toBe(409)
  })

  it('edits and deletes a group, and search follows', async () => {
    const group = await add('case', ['back cover'])
    expect(await search('mobile cover')).toEqual([])
    const edited = await send('PUT', `${URL}/${group.id}`, {
      term: 'case',
      words: ['back cover', 'mobile cover'],
    })
    expectDeclared('PUT /api/admin/search-synonyms/:id', SearchSynonymSavedSchema, edited)
    expect(await search('mobile cover')).toEqual(['Kavach Silicone Case'])

    const list = await send('GET', URL)
    expectDeclared('GET /api/admin/search-synonyms', AdminSearchSynonymListSchema, list)
    expect((list.data.synonyms as AdminSearchSynonym[]).map((s) => s.term)).toEqual([
      'case',
      'charger',
      'earbuds',
      'usb-c',
    ])

    const deleted = await send('DELETE', `${URL}/${group.id}`)
    expectDeclared('DELETE /api/admin/search-synonyms/:id', MessageResponseSchema, deleted)
    expect(await search('mobile cover')).toEqual([])
    expect((await send('DELETE', `${URL}/${group.id}`)).statusCode).toBe(404)
    const missing = await send('PUT', `${URL}/${group.id}`, { term: 'case', words: ['cover'] })
    expect(missing.statusCode).toBe(404)
  })

  it('lets a group keep its own words when it is saved again', async () => {
    const group = await add('glass', ['screen guard'])
    const saved = await send('PUT', `${URL}/${group.id}`, {
      term: 'glass',
      words: ['screen guard', 'screen glass'],
    })
    expect(saved.statusCode).toBe(200)
    expect((saved.data.synonym as AdminSearchSynonym).words).toEqual([
      'screen guard',
      'screen glass',
    ])
  })
})
