// Home, the shop and product pages arrive drawn by the server, readable before any script runs,
// and the app takes them over (hydrates) without redrawing them or a console error, whatever the
// shopper's browser holds: a cart, a wishlist, a phone, a pincode.
import type { Page } from '@playwright/test'
import { expect, test, untilHydrated } from './support/test.ts'

const CHARGER = 'Anker Nano 65W GaN Charger (3 Ports)'

test('home, a shop section and a product page show their products with JavaScript off', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const main = page.getByRole('main')

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible()
  await expect(main.getByRole('article').first()).toBeVisible()

  await page.goto('/shop/category/chargers')
  await expect(page.getByRole('heading', { level: 1, name: 'Chargers' })).toBeVisible()
  await expect(main.getByRole('link', { name: CHARGER })).toBeVisible()
  await expect(main.getByText(/^\d+ products?$/)).toBeVisible()

  await main.getByRole('link', { name: CHARGER }).click()
  await expect(page.getByRole('heading', { level: 1, name: CHARGER })).toBeVisible()
  await expect(main.getByText(/₹[\d,]+/).first()).toBeVisible()
  await expect(main.getByRole('img', { name: CHARGER })).toHaveAttribute('src', /\S/)
  await context.close()
})

/**
 * Every console error and uncaught error the page reports, a failed hydration among them. Pictures
 * that fail to load are left out: the journeys share one catalogue, and some give their products
 * pictures on hosts this machine can't reach.
 */
function errorsOf(page: Page) {
  const errors: { text: string; url: string }[] = []
  const failedPictures = new Set<string>()
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push({ text: message.text(), url: message.location().url })
  })
  page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }))
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') failedPictures.add(request.url())
  })
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && !response.ok()) {
      failedPictures.add(response.url())
    }
  })
  return () => errors.filter(({ url }) => !failedPictures.has(url)).map(({ text }) => text)
}

test('a shopper with a cart, a wishlist, a phone and a pincode gets each page without a redraw or an error', async ({
  page,
}) => {
  test.slow()
  await page.goto(`/shop?q=${encodeURIComponent('Anker Nano')}`)
  await page.getByRole('main').getByRole('link', { name: CHARGER }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible()
  const box = page.getByRole('region', { name: 'Deliver to' })
  await box.getByLabel('Delivery pincode').fill('110020')
  await box.getByRole('button', { name: 'Check' }).click()
  await expect(box.getByRole('status')).toContainText('Delhi')
  await page.evaluate(() => {
    localStorage.setItem(
      'phoneModel',
      JSON.stringify({ brand: 'Apple', model: 'iPhone 16', slug: 'iphone-16' }),
    )
  })
  const productUrl = page.url()

  const errors = errorsOf(page)
  for (const url of [productUrl, '/', '/shop', '/shop/category/chargers']) {
    await page.goto(url)
    await expect(page.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible()
  }
  await page.goto(productUrl)
  await expect(box.getByLabel('Delivery pincode')).toHaveValue('110020')
  await expect(box.getByRole('status')).toContainText('Delhi')
  // The server's page is taken over, not drawn again: what it sent is still on the page.
  const heading = page.getByRole('heading', { level: 1, name: CHARGER })
  await heading.evaluate((element) => element.setAttribute('data-sent', ''))
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('link', { name: 'Cart (2 items)' })).toBeVisible()
  await expect(heading).toHaveAttribute('data-sent', '')
  expect(errors()).toEqual([])
})

test('a shopper who scrolled before the app took the page over stays where they were', async ({
  context,
}) => {
  // Not the journeys' page, whose goto waits for the app this test holds back.
  const page = await context.newPage()
  let release = () => {}
  const appArrives = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/app-*.js', async (route) => {
    await appArrives
    await route.continue()
  })
  await page.goto('/shop', { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => window.scrollTo(0, 600))
  release()
  await untilHydrated(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(600)
})

test('a drawn page whose screen fails to load says so instead of staying dead', async ({
  page,
}) => {
  await page.goto('/shop/category/chargers')
  const productUrl = await page
    .getByRole('main')
    .getByRole('link', { name: CHARGER })
    .getAttribute('href')
  await page.route('**/assets/product-page-*.js', (route) => route.abort())
  await page.goto(productUrl ?? '')
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test("the shop's cards are drawn once as it is taken over, not again as the visitor's cart, wishlist and sign-in are read", async ({
  page,
}) => {
  await countCardRedraws(page)
  await page.goto('/shop')
  // Signed out once the answer is drawn: the header offers to sign in instead of checking.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  const { cards, redrawn } = await page.evaluate(() => window.cardDraws)
  // Every card drawn once: none drawn again, nor thrown away and drawn anew.
  expect(cards).toBe(await page.getByRole('main').getByRole('article').count())
  expect(redrawn).toBe(0)
})

declare global {
  interface Window {
    cardDraws: { cards: number; redrawn: number }
  }
}

/**
 * Counts, through the hook React reports each commit to (React DevTools'), the product cards drawn
 * again after their first draw. A card React skipped keeps the same fiber; one it drew again, or
 * whose button it drew again, gets the fiber's other copy.
 */
async function countCardRedraws(page: Page) {
  await page.addInitScript(() => {
    interface Fiber {
      type: unknown
      stateNode: unknown
      child: Fiber | null
      sibling: Fiber | null
    }
    const drawn = new Map<unknown, Fiber>()
    window.cardDraws = { cards: 0, redrawn: 0 }
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        checkDCE() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
          const fibers = [root.current]
          for (let fiber = fibers.pop(); fiber; fiber = fibers.pop()) {
            if (fiber.type === 'article') {
              const before = drawn.get(fiber.stateNode)
              if (!before) window.cardDraws.cards += 1
              else if (before !== fiber) window.cardDraws.redrawn += 1
              drawn.set(fiber.stateNode, fiber)
            }
            if (fiber.sibling) fibers.push(fiber.sibling)
            if (fiber.child) fibers.push(fiber.child)
          }
        },
      },
    })
  })
}
