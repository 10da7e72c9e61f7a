// Pages a link lands on arrive with their content drawn by the server (web/entry-server.tsx) and
// the answers it was drawn from, which the browser hydrates with.
import { copyFile, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderPage } from '#web/entry-server.tsx'
import { galleryImages, type Product } from '../db/schema/index.ts'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let armour: Product

beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'kavach-web-'))
  await copyFile(path.resolve(import.meta.dirname, '../../web/index.html'), `${webRoot}/index.html`)
  t = await createTestApp({}, { webRoot, renderPage })
  ;[armour] = (await insertProducts(t.db, [
    buildProduct({
      name: 'Armour Case </script> $& Pro',
      brand: 'Spigen',
      category: 'cases',
      price: 338_14,
      isFeatured: true,
    }),
    buildProduct({ name: 'Travel Charger 20W', brand: 'Ambrane', category: 'chargers' }),
  ])) as [Product]
  await t.db.insert(galleryImages).values({ url: '/uploads/gallery/first.webp', category: 'shop' })
})
afterAll(() => t.close())

const page = (url: string) => t.app.inject({ method: 'GET', url })

/** The answers the page says it was drawn from, by API address. */
function pageData(html: string): Record<string, unknown> {
  const json = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1]
  if (!json) throw new Error('The page carries no page data')
  return JSON.parse(json) as Record<string, unknown>
}

/** The rendered root, without the page data after it. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'))

describe('server-rendered pages', () => {
  it('draws a product page with its name, price and picture, and the answer it used', async () => {
    const response = await page(`/product/${armour.slug}`)
    expect(response.statusCode).toBe(200)
    const root = rootOf(response.body)
    expect(root).toContain(
      '<h1 class="text-3xl font-bold text-slate-900">Armour Case &lt;/script&gt; $&amp; Pro</h1>',
    )
    expect(root).toContain('₹399')
    expect(root).toContain(`src="${armour.image}"`)
    // The name's "</script>" can't end the data early.
    const data = pageData(response.body)
    expect(data[`/api/products/${armour.slug}`]).toMatchObject({
      data: { product: { name: 'Armour Case </script> $& Pro' } },
    })
    // Every page's footer names the seller. The two answers land in whichever order they arrive.
    expect(Object.keys(data).sort()).toEqual([`/api/products/${armour.slug}`, '/api/shop-profile'])
    expect(root).toContain('GSTIN 07AAKCK1234F1ZS')
  })

  it('says an unknown product is not found, with a 404', async () => {
    const response = await page('/product/0190a8f0-0000-7000-8000-000000000000')
    expect(response.statusCode).toBe(404)
    expect(rootOf(response.body)).toContain('Product not found')
  })

  it('draws the home page with its featured products from the catalogue', async () => {
    const response = await page('/')
    const root = rootOf(response.body)
    expect(root).toContain('Featured Products')
    expect(root).toContain('Armour Case &lt;/script&gt; $&amp; Pro')
    expect(root).not.toContain('Travel Charger 20W')
    expect(root).not.toContain('Please Wait...')
    expect(Object.keys(pageData(response.body))).toEqual([
      '/api/shop-profile',
      '/api/products?limit=1000&sortBy=createdAt&sortOrder=desc',
    ])
  })

  it('draws a shop section with its products and banner, and a search with its results', async () => {
    const chargers = rootOf((await page('/shop/category/chargers')).body)
    expect(chargers).toContain('Travel Charger 20W')
    expect(chargers).not.toContain('Armour Case')
    expect(chargers).toContain('1 product')

    const shop = await page('/shop?q=armour')
    const root = rootOf(shop.body)
    expect(root).toContain('/uploads/gallery/first.webp')
    expect(root).toContain('value="armour"')
    expect(root).toContain('Armour Case')
    expect(root).not.toContain('Travel Charger 20W')
    expect(Object.keys(pageData(shop.body))).toContain('/api/gallery/category/shop')
  })

  it('draws a search that finds nothing with the nearest searches that do', async () => {
    const root = rootOf((await page('/shop?q=armour+travel')).body)
    expect(root).toContain('No Products Found')
    expect(root).toContain('href="/shop?q=travel"')
    expect(root).toContain('href="/shop?q=armour"')
  })
})

describe('a visitor past the rate limit', () => {
  it('gets the page for the browser to draw, which is not kept for the next visitor', async () => {
    const webRoot = await mkdtemp(path.join(os.tmpdir(), 'kavach-web-'))
    await copyFile(
      path.resolve(import.meta.dirname, '../../web/index.html'),
      `${webRoot}/index.html`,
    )
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' }, { webRoot, renderPage })
    try {
      const [product] = (await insertProducts(limited.db, [
        buildProduct({ name: 'Limit Case' }),
      ])) as [Product]
      const from = (remoteAddress: string, url: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress })
      await from('10.0.0.1', '/api/products')
      await from('10.0.0.1', '/api/products')
      expect((await from('10.0.0.1', '/api/products')).statusCode).toBe(429)

      const busy = await from('10.0.0.1', `/product/${product.slug}`)
      expect(busy.statusCode).toBe(200)
      expect(busy.body).toContain('<div id="root"></div>')
      expect(busy.body).not.toContain('id="page-data"')

      const next = await from('10.0.0.2', `/product/${product.slug}`)
      expect(rootOf(next.body)).toContain('Limit Case')
      expect(pageData(next.body)).toHaveProperty([`/api/products/${product.slug}`])
    } finally {
      await limited.close()
    }
  })
})
