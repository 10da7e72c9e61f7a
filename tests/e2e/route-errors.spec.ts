import { expect, test } from './support/test.ts'
import { signInAsAdmin } from './support/accounts.ts'

test.describe('a page that fails to load', () => {
  test('shows a friendly screen inside the shop, and "Try again" loads the page', async ({
    page,
  }) => {
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('contact-page')) {
        logged.push(message.text())
      }
    })
    await page.route('**/assets/contact-page-*.js', (route) => route.abort())
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first().click()

    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()

    await page.unroute('**/assets/contact-page-*.js')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByLabel('Email Address')).toBeVisible()
    // The failed load was logged once, by React, which caught it.
    expect(logged.filter((text) => text.includes('dynamically imported module'))).toHaveLength(1)
  })

  test('gives an admin whose screen failed a way back home', async ({ page }) => {
    await signInAsAdmin(page)
    await page.route('**/assets/admin-page-*.js', (route) => route.abort())
    await page.goto('/admin')

    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
    // A new address clears the error: the home page shows, not the error screen again.
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Shop Now' }).first()).toBeVisible()
  })
})
