// A catalogue larger than the shop's one fetch: searched, filtered and paged by the server.
import { rm } from 'node:fs/promises'
import { newDataDir, runShop, seedCatalogue } from './support/start-shop.ts'
import { expect, test } from './support/test.ts'

const GENERATED = 1500
let shop: Awaited<ReturnType<typeof runShop>>
let dataDir: string

test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  test.setTimeout(240_000)
  dataDir = await newDataDir()
  seedCatalogue(dataDir, GENERATED)
  shop = await runShop(dataDir)
})
test.afterAll(async () => {
  await shop?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

test('a shopper finds any of 1,500+ products by search, with typos, and pages through the rest', async ({
  page,
}) => {
  test.slow()
  await page.goto(`${shop.baseUrl}/shop`)
  const count = page.getByText(/^[\d,]+\+? products?$/)
  await expect(count).toHaveText('1,000+ products')
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages).toContainText('Page 1')
  await expect(page.locator('main h3')).toHaveCount(48)

  // Refresh asks the server for the page shown, not the first fetch of 1,000.
  const again = page.waitForRequest((request) => /\/api\/products\?.*limit=48/.test(request.url()))
  await page.getByRole('button', { name: 'Refresh' }).click()
  await again

  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(pages).toContainText('Page 2')

  // A brand whose only product is older than the first fetch's thousand is still offered.
  await page.getByRole('button', { name: 'Advanced Filters' }).click()
  await page.getByRole('combobox', { name: 'Brand' }).selectOption('Rhinoshield')
  await expect(count).toHaveText('1 product')
  await expect(page.locator('main h3')).toHaveText([/#1499$/])
  await page.getByRole('combobox', { name: 'Brand' }).selectOption('')

  // A product past the first fetch's thousand, by its number.
  const search = page.getByRole('searchbox', { name: 'Search products' })
  await search.fill('#1234')
  await expect(page).not.toHaveURL(/page=/)
  await expect(count).toHaveText('1 product')
  await expect(page.locator('main h3')).toHaveText([/#1234$/])

  await search.fill('tempred glas')
  await expect(page.getByRole('combobox', { name: 'Sort products' })).toHaveValue('relevance')
  await expect(page.locator('main h3').first()).toContainText('Tempered Glass')
  await expect(page).toHaveURL(/q=tempred\+glas/)

  await search.fill('zzqqxx')
  await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(count).toHaveText('1,000+ products')
})
