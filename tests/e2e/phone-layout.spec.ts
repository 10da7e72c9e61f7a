// Geometry a shopper sees on a 360 px phone and a 1280 px laptop: nothing covers the banner's
// words, the menu and coupon rows hold together, dates read one way and no page scrolls sideways.
import type { Locator, Page } from '@playwright/test'
import { DEMO_BANNERS } from '#server/db/seed/demo-products.ts'
import { signInAsAdmin } from './support/accounts.ts'
import { expect, openInApp, test } from './support/test.ts'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const PHONE = { width: 360, height: 780 }
const LAPTOP = { width: 1280, height: 800 }
const CABLE_TIES = 'Kavach Reusable Velcro Cable Ties (50 Pack)'

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1

/** Same position within a pixel, e.g. two cells of one column. */
const expectNear = (actual: number, expected: number, what: string) =>
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(1)

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} has no box`)
  return found
}

/**
 * Where the shown banner's headline lands on screen. The demo art (src/server/db/seed/demo-art.ts)
 * draws it at x 80, baseline 280, 54 px bold, on a 1600 × 600 picture shown with object-fit: cover.
 */
async function headlineOf(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600)
  const src = await image.getAttribute('src')
  const banner = DEMO_BANNERS.find((b) => src?.endsWith(`/${b.name}.webp`))
  if (!banner) throw new Error(`${src} is not a demo banner`)
  return image.evaluate((img: HTMLImageElement, text) => {
    const frame = img.getBoundingClientRect()
    const scale = Math.max(frame.width / img.naturalWidth, frame.height / img.naturalHeight)
    const [left = 0.5, top = 0.5] = getComputedStyle(img)
      .objectPosition.split(' ')
      .map((p) => parseFloat(p) / 100)
    const originX = frame.left + (frame.width - img.naturalWidth * scale) * left
    const originY = frame.top + (frame.height - img.naturalHeight * scale) * top
    const context = document.createElement('canvas').getContext('2d')!
    context.font = '700 54px "DejaVu Sans", Arial, sans-serif'
    const size = context.measureText(text)
    return {
      fontPx: 54 * scale,
      frame: { x: frame.left, y: frame.top, width: frame.width, height: frame.height },
      headline: {
        x: originX + 80 * scale,
        y: originY + (280 - size.actualBoundingBoxAscent) * scale,
        width: size.width * scale,
        height: (size.actualBoundingBoxAscent + size.actualBoundingBoxDescent) * scale,
      },
    }
  }, banner.headline)
}

const pageWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport })

    test('each banner headline is whole, readable and clear of the arrows', async ({ page }) => {
      await page.goto('/shop')
      const carousel = page.getByRole('region', { name: 'Featured banners' })
      const dots = carousel.getByRole('button', { name: /^Show banner \d+ of \d+$/ })
      await expect(dots).toHaveCount(3)
      const arrows = [
        await box(carousel.getByRole('button', { name: 'Previous banner' })),
        await box(carousel.getByRole('button', { name: 'Next banner' })),
      ]
      for (let i = 0; i < 3; i++) {
        await dots.nth(i).click()
        const { fontPx, frame, headline } = await headlineOf(
          carousel.locator('img[aria-hidden=false]'),
        )
        for (const arrow of arrows) expect(overlaps(arrow, headline)).toBe(false)
        expect(inside(headline, frame)).toBe(true)
        expect(fontPx).toBeGreaterThanOrEqual(14)
      }
    })

    test('the banner keeps its place while it loads, and goes when it fails', async ({ page }) => {
      // Holds each banner request until the test says how to answer it.
      const held: ((how: 'banners' | 'failure') => void)[] = []
      await page.route('**/api/gallery/category/shop', async (route) => {
        const how = await new Promise((resolve) => held.push(resolve))
        await (how === 'banners' ? route.continue() : route.fulfill({ status: 500, body: '' }))
      })
      const answer = async (how: 'banners' | 'failure') => {
        await expect.poll(() => held.length).toBe(1)
        held.shift()?.(how)
      }
      await openInApp(page, '/shop')
      const placeholder = page.getByTestId('banner-placeholder')
      const below = page.getByRole('searchbox', { name: 'Search products' })
      await expect(placeholder).toBeVisible()
      const waiting = await box(below)
      await answer('banners')
      await expect(page.getByRole('region', { name: 'Featured banners' })).toBeVisible()
      expectNear((await box(below)).y, waiting.y, 'what follows the banner')

      await openInApp(page, '/shop')
      await expect(placeholder).toBeVisible()
      await answer('failure')
      await expect(placeholder).toBeHidden()
      await expect(page.getByRole('region', { name: 'Featured banners' })).toHaveCount(0)
    })

    test('coupon rows line up column by column', async ({ page }) => {
      await signInAsAdmin(page)
      await page.goto('/admin?tab=discounts')
      const rows = page.getByRole('listitem', { name: /^Coupon / })
      await expect(rows).not.toHaveCount(0)
      // Read at one instant: another journey may add or delete a coupon meanwhile.
      const columns = await rows.evaluateAll(
        (items, terms) =>
          terms.map((term) =>
            items.map((item) => {
              const cells = [...item.querySelectorAll('*')]
              const cell = cells.find(
                (el) => !el.children.length && el.textContent?.trim() === term,
              )
              return cell ? cell.getBoundingClientRect().x : Number.NaN
            }),
          ),
        ['Discount', 'Min cart', 'Used', 'Created'],
      )
      expect(columns[0]!.length).toBeGreaterThan(1)
      for (const xs of columns) {
        for (const x of xs) expectNear(x, xs[0]!, `${xs.join(', ')} column`)
      }
    })

    test('order rows line up column by column', async ({ page }) => {
      await signInAsAdmin(page)
      await page.goto('/admin?tab=orders')
      const rows = page.getByRole('listitem', { name: /^Order KV-/ })
      await expect(rows).not.toHaveCount(0)
      // Each row's customer, date and total cells, read at one instant.
      const columns = await rows.evaluateAll((items) =>
        [1, 2, 3].map((column) =>
          items.map((item) => {
            const cell = item.querySelector('button')?.children[column]
            return cell ? cell.getBoundingClientRect().x : Number.NaN
          }),
        ),
      )
      expect(columns[0]!.length).toBeGreaterThan(1)
      for (const xs of columns) {
        for (const x of xs) expectNear(x, xs[0]!, `${xs.join(', ')} column`)
      }
    })

    test('policy pages say when they were last updated in one format', async ({ page }) => {
      for (const path of ['/privacy', '/refund', '/service', '/disclaimer']) {
        await page.goto(path)
        await expect(page.getByText(/^Last updated:/)).toHaveText(
          /^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/,
        )
      }
      await expect(page.getByText(/^Last updated:/)).toHaveText('Last updated: June 29, 2025')
    })

    test("an unrated product says 'No ratings yet' on its card and page, with no empty stars", async ({
      page,
    }) => {
      const name = 'Kavach Cube Pomodoro Timer'
      await page.goto(`/shop?q=${encodeURIComponent(name)}`)
      const card = page.getByRole('main').getByRole('article', { name })
      await expect(card.getByText('No ratings yet')).toBeVisible()
      await expect(card.getByText(/0\.0|\(0\)/)).toHaveCount(0)
      await card.getByRole('link', { name }).first().click()
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page.getByRole('main').getByText('No ratings yet')).toBeVisible()
      await expect(page.getByRole('main').getByText(/0\.0 \(0/)).toHaveCount(0)
    })

    test('no page scrolls sideways', async ({ page }) => {
      test.slow()
      const visit = async (path: string) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        expect(await pageWidth(page), path).toBeLessThanOrEqual(viewport.width)
      }
      await visit('/')
      await visit('/shop')
      await page
        .getByRole('article', { name: CABLE_TIES })
        .getByRole('button', { name: /Add to Cart/ })
        .click()
      await page
        .getByRole('article', { name: CABLE_TIES })
        .getByRole('link', { name: CABLE_TIES })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: CABLE_TIES })).toBeVisible()
      expect(await pageWidth(page), 'product page').toBeLessThanOrEqual(viewport.width)
      await visit('/cart')
      await expect(page.getByRole('main').getByText(CABLE_TIES).first()).toBeVisible()
      expect(await pageWidth(page), 'filled cart').toBeLessThanOrEqual(viewport.width)
      for (const path of ['/privacy', '/refund', '/shipping', '/service', '/disclaimer']) {
        await visit(path)
      }
    })
  })
}

test.describe('the phone menu', () => {
  test.use({ viewport: PHONE })

  /** At 360 × 780 the whole menu fits: every entry is on screen without scrolling. */
  async function expectEveryEntryOnScreen(page: Page, entries: number) {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    const links = menu.getByRole('link')
    await expect(links).toHaveCount(entries)
    const panel = await box(menu)
    expect(panel.y + panel.height).toBeLessThanOrEqual(PHONE.height)
    for (const link of await links.all()) {
      await expect(link).toBeInViewport({ ratio: 1 })
      expect(inside(await box(link), panel)).toBe(true)
    }
    await expect(menu.getByText('Scroll for more')).toHaveCount(0)
  }

  test('shows a visitor every entry at once', async ({ page }) => {
    await expectEveryEntryOnScreen(page, 15)
  })

  test('shows the admin, who has the most entries, every one at once', async ({ page }) => {
    await signInAsAdmin(page)
    await expectEveryEntryOnScreen(page, 16)
  })

  test('on a shorter screen, stays within it and says it scrolls until the end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 560 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    const panel = await box(menu)
    expect(panel.y + panel.height).toBeLessThanOrEqual(560)
    await expect(menu.getByText('Scroll for more')).toBeInViewport()
    await menu.getByRole('link', { name: 'Sign Up' }).scrollIntoViewIfNeeded()
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeInViewport()
    await expect(menu.getByText('Scroll for more')).toHaveCount(0)
  })
})

test.describe('at 1280 × 800, the header', () => {
  test.use({ viewport: LAPTOP })

  test('starts its logo where the page content starts', async ({ page }) => {
    const logo = page.getByRole('banner').getByRole('link', { name: 'Kavach', exact: true })
    const pages: [string, Locator][] = [
      ['/', page.getByRole('heading', { level: 1 })],
      ['/shop', page.getByRole('heading', { level: 1 })],
      ['/cart', page.getByRole('heading', { level: 1 })],
      ['/about', page.getByRole('main').getByRole('heading', { level: 2 }).first()],
    ]
    for (const [path, content] of pages) {
      await page.goto(path)
      await expect(content).toBeVisible()
      expectNear((await box(logo)).x, (await box(content)).x, path)
    }
  })
})
