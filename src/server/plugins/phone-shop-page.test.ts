// The shop for one phone model, /shop/phone/<slug>: drawn by the server with its own title and
// canonical address, listing only what fits, and in the sitemap while something does.
import { copyFile, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderPage } from '#web/entry-server.tsx'
import { call } from '../testing/http.ts'
import { fittingProductForm } from '../testing/product-form.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let t: TestApp
let admin: string

async function send(method: 'POST' | 'PUT', url: string, body: unknown) {
  const response = await call(t.app, method, url, body, { cookie: admin })
  expect(response.statusCode, response.data.message).toBeLessThan(300)
  return response.data
}

const modelForm = (brand: string, name: string) => ({
  brand,
  series: brand,
  name,
  aliases: [],
  releaseYear: 2024,
})
const addModel = (brand: string, name: string) =>
  send('POST', '/api/admin/phone-models', modelForm(brand, name))
let pixelId: string

beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'kavach-web-'))
  await copyFile(path.resolve(import.meta.dirname, '../../web/index.html'), `${webRoot}/index.html`)
  t = await createTestApp({}, { webRoot, renderPage })
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
  await addModel('Apple', 'iPhone 16')
  pixelId = ((await addModel('Google', 'Pixel 9')).phoneModel as { id: string }).id
  await addModel('Nokia', 'Nokia G42')
  await send('POST', '/api/admin/products', fittingProductForm('Clear Armour Case', ['iPhone 16']))
  await send('POST', '/api/admin/products', fittingProductForm('Pixel Grip Case', ['Pixel 9']))
  await send('POST', '/api/admin/products', fittingProductForm('Nano Charger', []))
})
afterAll(() => t.close())

const page = (url: string) => t.app.inject({ method: 'GET', url })
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'))

describe('GET /shop/phone/:slug', () => {
  it('draws what fits the phone, titled for it, at its own canonical address', async () => {
    const response = await page('/shop/phone/apple-iphone-16?sort=price')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>iPhone 16 Accessories | Kavach</title>')
    expect(response.body).toContain(
      `<link rel="canonical" href="${TEST_ORIGIN}/shop/phone/apple-iphone-16" />`,
    )
    const root = rootOf(response.body)
    expect(root).toMatch(/<h1[^>]*>iPhone 16 Accessories<\/h1>/)
    expect(root).toContain('Showing what fits <!-- -->iPhone 16<!-- -->.')
    expect(root).toContain('Clear Armour Case')
    expect(root).not.toContain('Pixel Grip Case')
    expect(root).not.toContain('Nano Charger')
  })

  it('answers 404, kept out of search results, for a phone the shop does not list', async () => {
    for (const url of ['/shop/phone/apple-iphone-99', '/shop/phone/Not_A_Slug']) {
      const response = await page(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body).toContain('<title>Phone Model Not Found | Kavach</title>')
      expect(response.body).toContain('<meta name="robots" content="noindex" />')
    }
    const pixel = `/api/admin/phone-models/${pixelId}`
    await send('PUT', pixel, { ...modelForm('Google', 'Pixel 9'), active: false })
    const retired = await page('/shop/phone/google-pixel-9')
    expect(retired.statusCode).toBe(404)
    expect(rootOf(retired.body)).toContain('Phone Model Not Found')
    await send('PUT', pixel, { ...modelForm('Google', 'Pixel 9'), active: true })
    expect((await page('/shop/phone/google-pixel-9')).statusCode).toBe(200)
  })

  it('lists in the sitemap the shop of each phone something fits', async () => {
    const sitemap = (await call(t.app, 'GET', '/sitemap.xml')).body
    expect(sitemap).toContain(`<loc>${TEST_ORIGIN}/shop/phone/apple-iphone-16</loc>`)
    expect(sitemap).toContain(`<loc>${TEST_ORIGIN}/shop/phone/google-pixel-9</loc>`)
    expect(sitemap).not.toMatch(/shop\/phone\/[a-z-]*nokia/)
  })
})
