// What a link preview or a crawler that runs no script reads of a page, and the page after its
// script takes over.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test.ts'

/** A demo product, not the newest one: other journeys add products with pictures on other hosts. */
async function demoProduct(request: APIRequestContext) {
  const response = await request.get('/api/products?search=Ambrane%2020W&sortBy=relevance&limit=1')
  const { products } = (await response.json()) as {
    products: { id: string; slug: string; name: string; image: string }[]
  }
  if (!products[0]) throw new Error('demo product missing')
  return products[0]
}

test('a product page names its product, price and picture before any script runs', async ({
  browser,
  request,
  baseURL,
}) => {
  const product = await demoProduct(request)

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const response = await page.goto(`/product/${product.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`${product.name} | Kavach`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new URL(product.image, baseURL).href,
  )
  await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute(
    'content',
    /^\d+\.\d\d$/,
  )
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { name: string; offers: { price: string } }
  expect(data.name).toBe(product.name)
  expect(Number(data.offers.price)).toBeGreaterThan(0)
  await context.close()
})

test('once its script runs, the product page shows the product with one set of schema.org data', async ({
  page,
  request,
}) => {
  const product = await demoProduct(request)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(`/product/${product.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('a product shared by its old address (its id) opens at its own, with the option kept', async ({
  page,
  request,
}) => {
  const product = await demoProduct(request)
  const response = await page.goto(`/product/${product.id}?variant=x`)
  expect(response?.request().redirectedFrom()?.url()).toMatch(`/product/${product.id}?variant=x`)
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}\\?variant=x$`))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/product/${product.slug}$`),
  )
})
