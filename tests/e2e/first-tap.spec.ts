// A page the server drew answers a tap made as soon as it has loaded, before the app has taken it
// over, on a phone-sized screen with a phone's slower CPU.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect, test } from './support/test.ts'

const CHARGER = 'Anker Nano 65W GaN Charger (3 Ports)'

/** What the tap must show, and how soon: the shopper sees the button work or taps again. */
const ANSWERED_WITHIN_MS = 1_000

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

/** A fresh page, not the journeys' one, whose goto waits for the app this test taps ahead of. */
async function freshPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'necessary-only'))
  return context.newPage()
}

async function slowPhonePage(context: BrowserContext): Promise<Page> {
  const page = await freshPage(context)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/**
 * A tap where the button is, without Playwright's checks that it is ready for one (visible, still,
 * enabled, not covered), which on a busy 4x slower page took seconds: the shopper taps at once.
 */
async function tapAtOnce(button: Locator) {
  const { x, y } = await button.evaluate((element) => {
    element.scrollIntoView({ block: 'center' })
    const box = element.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  })
  await button.page().touchscreen.tap(x, y)
}

async function productUrl(page: Page): Promise<string> {
  const found = await page.request.get('/api/products?search=Anker%20Nano&sortBy=relevance&limit=1')
  const { products } = (await found.json()) as {
    products: { id: string; slug: string; name: string }[]
  }
  expect(products[0]?.name).toBe(CHARGER)
  return `/product/${products[0]?.slug}`
}

const pages: { name: string; url(page: Page): Promise<string> }[] = [
  { name: 'home', url: async () => '/' },
  { name: 'shop', url: async () => '/shop' },
  { name: 'product page', url: productUrl },
]

for (const { name, url } of pages) {
  test(`'Add to Cart' tapped as the ${name} loads adds the line and says so`, async ({
    context,
  }) => {
    const page = await slowPhonePage(context)
    await page.goto(await url(page), { waitUntil: 'load' })

    await tapAtOnce(page.locator('main button', { hasText: 'Add to Cart' }).first())
    await expect(page.getByText('Added to cart!')).toBeVisible({ timeout: ANSWERED_WITHIN_MS })
    await expect(page.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible({
      timeout: ANSWERED_WITHIN_MS,
    })

    // The line outlives the app's reading of the browser's stored cart, and the page.
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset)
    await page.reload({ waitUntil: 'load' })
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset)
    await expect(page.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible()
  })
}

test("'Add to Cart' and then the cart, tapped before the app has taken the page over, open the cart with the line", async ({
  context,
}) => {
  const page = await freshPage(context)
  // The app's code is held back until both taps are made, so both land on the page as drawn.
  let sendApp = () => {}
  const appSent = new Promise<void>((resolve) => (sendApp = resolve))
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await appSent
    await route.continue()
  })
  await page.goto('/shop', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')

  await tapAtOnce(page.locator('main button', { hasText: 'Add to Cart' }).first())
  await tapAtOnce(page.locator('header a[href="/cart"]').first())
  sendApp()

  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByText('1 item in your cart')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible()
})
