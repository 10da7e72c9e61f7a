import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { call } from '../testing/http.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('findability', () => {
  it('lists the pages and every in-stock product in sitemap.xml', async () => {
    const [shown, hidden] = await insertProducts(t.db, [
      buildProduct(),
      buildProduct({ inStock: false }),
    ])
    const response = await call(t.app, 'GET', '/sitemap.xml')
    expect(response.headers['content-type']).toMatch(/application\/xml/)
    expect(response.body).toContain(`<loc>${TEST_ORIGIN}/shop/category/tempered-glass</loc>`)
    expect(response.body).toContain(`<loc>${TEST_ORIGIN}/service</loc>`)
    expect(response.body).toContain(`${TEST_ORIGIN}/product/${shown?.slug}`)
    expect(response.body).not.toContain(`/product/${hidden?.slug}`)
  })

  it('points robots.txt at the sitemap and keeps private pages out', async () => {
    const response = await call(t.app, 'GET', '/robots.txt')
    expect(response.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`)
    expect(response.body).toContain('Disallow: /admin')
  })
})
