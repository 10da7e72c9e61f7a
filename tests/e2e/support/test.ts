// The journeys' `test`: a visitor who already answered the cookie banner, unless a test says not.
import { test as base } from '@playwright/test'

export const test = base.extend<{ cookieChoice: 'accepted' | 'necessary-only' | null }>({
  cookieChoice: ['necessary-only', { option: true }],
  page: async ({ page, cookieChoice }, use) => {
    if (cookieChoice) {
      await page.addInitScript((choice) => {
        if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', choice)
      }, cookieChoice)
    }
    await use(page)
  },
})

export { expect } from '@playwright/test'
