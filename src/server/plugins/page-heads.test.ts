import { copyFile, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { galleryImages, type Product, products } from '../db/schema/index.ts'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let armour: Product

beforeAll(async () => {
  // The real shell, markers and all, as the web build writes it.
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'kavach-web-'))
  await copyFile(path.resolve(import.meta.dirname, '../../web/index.html'), `${webRoot}/index.html`)
  t = await createTestApp({}, { webRoot })
  ;[armour] = (await insertProducts(t.db, [
    buildProduct({
      name: 'Armour Case <Pro> & "Max"',
      brand: 'Spigen',
      price: 338_14,
      image: '/uploads/products/armour.webp',
      features: ['Military drop tested', 'Raised lip'],
    }),
  ])) as [Product]
  await t.db.insert(galleryImages).values([
    { url: '/uploads/gallery/second.webp', category: 'shop', sortOrder: 2 },
    { url: '/uploads/gallery/first.webp', category: 'shop', sortOrder: 1 },
  ])
})
afterAll(() => t.close())

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1]

function jsonLdOf(html: string) {
  const text = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1]
  return text ? (JSON.parse(text) as unknown) : undefined
}

describe('the head of a page a link lands on', () => {
  it('names a product, its price and picture, with schema.org data, before any script runs', async () => {
    const response = await page(`/product/${armour.slug}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    const html = response.body
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Armour Case &#60;Pro&#62; &#38; &#34;Max&#34; | Kavach</title>')
    // ₹338.14 before tax shows as ₹399.
    expect(metaOf(html, 'product:price:amount')).toBe('399.00')
    expect(metaOf(html, 'og:image')).toBe(`${TEST_ORIGIN}/uploads/products/armour.webp`)
    expect(metaOf(html, 'og:type')).toBe('product')
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaOf(html, 'description')).toBe(
      'Spigen Armour Case &#60;Pro&#62; &#38; &#34;Max&#34;: Military drop tested, Raised lip.',
    )
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/product/${armour.slug}" />`)
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/products/armour.webp" fetchpriority="high" />',
    )
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Product',
      name: 'Armour Case <Pro> & "Max"',
      brand: { name: 'Spigen' },
      offers: { price: '399.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    })
    expect(html).toContain('id="root"')
  })

  it('answers an unknown product 404, kept out of search results', async () => {
    const response = await page('/product/00000000-0000-4000-8000-000000000000')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<title>Product not found | Kavach</title>')
    expect(metaOf(response.body, 'robots')).toBe('noindex')
    expect(response.body).toContain('id="root"')
  })

  it('titles each shop section, canonical without its filters, its first banner preloaded', async () => {
    const response = await page('/shop/category/cases?q=armour&sort=price-asc')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>Premium Cases | Kavach</title>')
    expect(response.body).toContain(
      `<link rel="canonical" href="${TEST_ORIGIN}/shop/category/cases" />`,
    )
    expect(response.body).toContain('href="/uploads/gallery/first.webp" fetchpriority="high"')
    expect((await page('/shop/category/work-essentials/desk-setup')).body).toContain(
      '<title>Desk Setup | Kavach</title>',
    )
  })

  it('gives the home page its own title and preloads its hero picture', async () => {
    const response = await page('/')
    expect(response.body).toContain('<title>Phone and work accessories | Kavach</title>')
    expect(response.body).toContain('href="/media/hero-poster.webp"')
  })

  it('leaves other pages, and shop paths that name no section, with the shell’s own head', async () => {
    for (const url of ['/about', '/shop/category/sofas', '/product/x/y']) {
      const response = await page(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>Kavach | Phone and work accessories</title>')
      expect(response.body).not.toContain('rel="canonical"')
    }
  })

  it('is kept with an ETag, answers 304, and shows a product’s new name once it changes', async () => {
    const first = await page(`/product/${armour.slug}`)
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = first.headers.etag as string
    expect((await page(`/product/${armour.slug}`, { 'if-none-match': etag })).statusCode).toBe(304)

    await t.db.update(products).set({ name: 'Armour Case Ultra' }).where(eq(products.id, armour.id))
    await expect
      .poll(async () => (await page(`/product/${armour.slug}`)).body)
      .toContain('<title>Armour Case Ultra | Kavach</title>')
  })
})
