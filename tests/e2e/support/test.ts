// The journeys' `test`: a visitor who already answered the cookie banner, unless a test says not.
import { createHash } from 'node:crypto'
import { type Page, test as base } from '@playwright/test'

export const test = base.extend<{ cookieChoice: 'accepted' | 'necessary-only' | null }>({
  cookieChoice: ['necessary-only', { option: true }],
  page: async ({ page, cookieChoice }, use, testInfo) => {
    // Each journey's shopper comes from an address of their own, as shoppers do, so the per-address
    // limits (30 sign-ups in 15 minutes) count one journey, not the whole run; the shop trusts its
    // loopback proxy for it (start-shop.ts).
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress(testInfo.testId) })
    if (cookieChoice) {
      await page.addInitScript((choice) => {
        if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', choice)
      }, cookieChoice)
    }
    // A page the server drew shows before its script takes it over, and a choice made before then
    // is lost (a click is held and answered, tests/e2e/first-tap.spec.ts); journeys act once it has.
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await untilHydrated(page)
      return response
    }
    const reload = page.reload.bind(page)
    page.reload = async (options) => {
      const response = await reload(options)
      await untilHydrated(page)
      return response
    }
    await use(page)
  },
})

/** A private address made from the journey's id: the same for its retries, apart from others'. */
function journeyAddress(testId: string) {
  const hash = createHash('sha256').update(testId).digest()
  return `10.${hash[0] ?? 0}.${hash[1] ?? 0}.${((hash[2] ?? 0) % 254) + 1}`
}

/** Waits until a page the server drew has hydrated (web/lib/page-data.tsx marks it). */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('page-data') || 'hydrated' in document.documentElement.dataset,
  )
}

export { expect } from '@playwright/test'

/**
 * Opens `path` the way the app opens every page after the first: drawn in the browser from its
 * own API calls, which a test can hold or answer (the first page arrives drawn by the server).
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/about')
  await page.getByRole('heading', { level: 1, name: 'About Kavach' }).waitFor()
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}
