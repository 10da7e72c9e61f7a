// Home, shop and a product page hold still while their content arrives, and the cart's checkout
// button while its offers do.
import type { Page } from '@playwright/test'
import {
  cumulativeLayoutShift,
  recordLayoutShifts,
  settle,
  throttleLikeAPhone,
} from './support/layout-shift.ts'
import { addChargerToCart, CHARGER } from './support/checkout.ts'
import { expect, test } from './support/test.ts'

/** Web Vitals calls a CLS up to 0.1 good; the shop aims at half of that. */
const MOST_SHIFT = 0.05

const pages: { name: string; open(page: Page): Promise<void> }[] = [
  {
    name: 'home',
    async open(page) {
      await page.goto('/')
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    },
  },
  {
    name: 'shop',
    async open(page) {
      await page.goto('/shop')
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    },
  },
  {
    name: 'product page',
    async open(page) {
      const found = await page.request.get(
        '/api/products?search=Anker%20Nano&sortBy=relevance&limit=1',
      )
      const { products } = (await found.json()) as {
        products: { id: string; slug: string; name: string }[]
      }
      expect(products[0]?.name).toBe(CHARGER)
      await page.goto(`/product/${products[0]?.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: CHARGER })).toBeVisible()
    },
  },
]

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height} on a slow phone`, () => {
    test.use({ viewport, cookieChoice: null })

    for (const { name, open } of pages) {
      test(`the ${name} doesn't jump while it loads`, async ({ page }) => {
        await recordLayoutShifts(page)
        await throttleLikeAPhone(page)
        await open(page)
        await settle(page)
        expect(await cumulativeLayoutShift(page)).toBeLessThan(MOST_SHIFT)
      })
    }
  })
}

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the cart's offers arrive below its checkout button, never moving it", async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/coupons/offers', async (route) => {
      await held
      await route.continue()
    })
    await addChargerToCart(page)
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' })
    await proceed.scrollIntoViewIfNeeded()
    const before = await proceed.boundingBox()

    release()
    await expect(page.getByRole('region', { name: 'Offers for you' })).toBeVisible()
    expect(await proceed.boundingBox()).toEqual(before)
  })
})
