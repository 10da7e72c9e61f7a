// A product's address, /product/<slug>: from its brand and name, unique, kept through a rename;
// the address by id it had before answers 301 to it.
import { copyFile, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/http.ts'
import { productForm } from '../testing/product-form.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let t: TestApp
let admin: string

beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'kavach-web-'))
  await copyFile(path.resolve(import.meta.dirname, '../../web/index.html'), `${webRoot}/index.html`)
  t = await createTestApp({}, { webRoot })
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(() => t.close())

interface Saved {
  id: string
  slug: string
  name: string
}

async function add(name: string, brand: string) {
  const response = await call(t.app, 'POST', '/api/admin/products', productForm({ name, brand }), {
    cookie: admin,
  })
  expect(response.statusCode, response.data.message).toBe(201)
  return response.data.product as Saved
}

describe('product addresses', () => {
  it('are the brand and name in words, the brand said once, the second of a name numbered', async () => {
    expect((await add('Ultra Hybrid Case', 'Spigen')).slug).toBe('spigen-ultra-hybrid-case')
    expect((await add('Kavach Felt Desk Mat (90 × 40 cm)', 'Kavach Essentials')).slug).toBe(
      'kavach-felt-desk-mat-90-40-cm',
    )
    expect((await add('Kavach Orbit Case', 'Kavach')).slug).toBe('kavach-orbit-case')
    expect((await add('Kavach Orbit Case', 'Kavach')).slug).toBe('kavach-orbit-case-2')
    expect((await add('चार्जर', 'देसी')).slug).toBe('product')
    // The longest names still make an address the shop answers, a number's room left.
    const long = await add(
      'Ultra Slim Magnetic Wireless Charging Stand Pro',
      'Kavach Essentials Premium',
    )
    expect(long.slug).toBe(
      'kavach-essentials-premium-ultra-slim-magnetic-wireless-charging-stand-pr',
    )
    const again = await add(
      'Ultra Slim Magnetic Wireless Charging Stand Pro',
      'Kavach Essentials Premium',
    )
    expect(again.slug).toBe(`${long.slug}-2`)
    expect((await call(t.app, 'GET', `/api/products/${again.slug}`)).statusCode).toBe(200)
  })

  it('give two products of one name added at once two addresses', async () => {
    const both = await Promise.all([add('Twin Glass', 'Nillkin'), add('Twin Glass', 'Nillkin')])
    expect(both.map((p) => p.slug).sort()).toEqual(['nillkin-twin-glass', 'nillkin-twin-glass-2'])
  })

  it('stay when a product is renamed, and answer the API as the id does', async () => {
    const product = await add('Rename Me Case', 'Spigen')
    const renamed = await call(
      t.app,
      'PUT',
      `/api/admin/products/${product.id}`,
      productForm({ name: 'Renamed Case', brand: 'Spigen' }),
      { cookie: admin },
    )
    expect(renamed.statusCode, renamed.data.message).toBe(200)
    const bySlug = await call(t.app, 'GET', '/api/products/spigen-rename-me-case')
    expect(bySlug.statusCode).toBe(200)
    expect(bySlug.data.product).toMatchObject({
      id: product.id,
      slug: 'spigen-rename-me-case',
      name: 'Renamed Case',
    })
    const byId = await call(t.app, 'GET', `/api/products/${product.id}`)
    expect(byId.data.product).toEqual(bySlug.data.product)
    expect((await call(t.app, 'GET', '/api/products/no-such-product')).statusCode).toBe(404)
  })

  it('take over from the address by id, which answers 301 with the query kept', async () => {
    const product = await add('Moved Case', 'Spigen')
    const old = await t.app.inject({ method: 'GET', url: `/product/${product.id}?variant=v1` })
    expect(old.statusCode).toBe(301)
    expect(old.headers.location).toBe('/product/spigen-moved-case?variant=v1')
    const page = await t.app.inject({ method: 'GET', url: '/product/spigen-moved-case' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>Moved Case | Kavach</title>')
    const unknown = '/product/00000000-0000-4000-8000-000000000000'
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404)
  })
})
