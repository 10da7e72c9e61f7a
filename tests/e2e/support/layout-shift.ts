// Cumulative layout shift as web-vitals counts it (the largest session window of shifts without
// recent input: gaps under 1 s, windows under 5 s), on a phone-like CPU and network so late
// content really comes late.
import { expect, type Page } from '@playwright/test'

interface Shift {
  value: number
  startTime: number
}

declare global {
  interface Window {
    __layoutShifts: Shift[]
  }
}

/** Call before the page's first navigation. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) {
          window.__layoutShifts.push({ value: entry.value, startTime: entry.startTime })
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** A mid-range phone on a slow 4G link: CPU 4× slower, 150 ms latency, 1.6 Mbps down. */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  })
}

export async function cumulativeLayoutShift(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => window.__layoutShifts)
  let largest = 0
  let current = 0
  let windowStart = 0
  let previous = -Infinity
  for (const { value, startTime } of shifts) {
    if (startTime - previous > 1000 || startTime - windowStart > 5000) {
      current = 0
      windowStart = startTime
    }
    current += value
    previous = startTime
    largest = Math.max(largest, current)
  }
  return largest
}

/** Waits until every image that is not lazy has painted and the cookie banner has shown. */
export async function settle(page: Page) {
  await page.waitForLoadState('load')
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) => (image.complete && image.naturalWidth > 0) || image.loading === 'lazy',
    ),
  )
  // A first visit's banner shows a second after load; then a frame for anything it sets off.
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  await page.evaluate(() => new Promise(requestAnimationFrame))
}
