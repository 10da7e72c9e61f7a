import { expect, test } from './support/test.ts'
import { E2E_ADMIN, signIn } from './support/accounts.ts'

test.describe('header', () => {
  test('opens the Shop dropdown and goes to a category', async ({ page }) => {
    await page.goto('/')
    const main = page.getByRole('navigation', { name: 'Main' })
    await main.getByRole('button', { name: 'Shop' }).click()
    const menu = page.getByRole('list', { name: 'Shop', exact: true })
    for (const label of ['All Products', 'Cases', 'Tempered Glass', 'Chargers', 'Accessories']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Tempered Glass' }).click()
    await expect(page).toHaveURL(/\/shop\/category\/tempered-glass$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tempered Glass' })).toBeVisible()
    await expect(menu).toBeHidden()
  })

  test('opens the Work Essentials dropdown with its four subcategories', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Work Essentials' }).click()
    const menu = page.getByRole('list', { name: 'Work Essentials', exact: true })
    await expect(menu.getByRole('link')).toHaveText([
      'All Work Essentials',
      'Laptop Accessories',
      'Desk Setup',
      'Cable Management',
      'Productivity Tools',
    ])
    await menu.getByRole('link', { name: 'Cable Management' }).click()
    await expect(page).toHaveURL(/\/shop\/category\/work-essentials\/cable-management$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cable Management' })).toBeVisible()
  })

  test('closes a dropdown on an outside click and on Escape', async ({ page }) => {
    await page.goto('/about')
    const button = page.getByRole('button', { name: 'Shop' })
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByRole('list', { name: 'Shop', exact: true })).toBeHidden()
    await button.click()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('links Home, New Arrivals and Gifts, with Login and Sign Up for visitors', async ({
    page,
  }) => {
    await page.goto('/about')
    const main = page.getByRole('navigation', { name: 'Main' })
    await main.getByRole('link', { name: 'New Arrivals' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeVisible()
    await main.getByRole('link', { name: 'Gifts' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Perfect Gifts' })).toBeVisible()
    await main.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Cart (0 items)' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Wishlist' })).toHaveCount(0)
    await banner.getByRole('link', { name: 'Sign Up' }).click()
    await expect(page).toHaveURL(/\/register$/)
  })

  test('counts what is in the stored cart', async ({ page }) => {
    await page.goto('/')
    // Once the header counts, the cart has loaded and saved itself; only then write over it.
    await expect(page.getByRole('link', { name: 'Cart (0 items)' })).toBeVisible()
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { id: 'a', name: 'Case', price: 499, quantity: 2, variantId: 'a1', variants: [] },
          { name: 'no id is dropped', variantId: 'b1', variants: [], quantity: 5 },
        ]),
      ),
    )
    await page.reload()
    await expect(page.getByRole('link', { name: 'Cart (2 items)' })).toBeVisible()
  })

  test('turns solid after 20 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/about')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-solid', 'false')
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(header).toHaveAttribute('data-solid', 'true')
  })

  test('shows the user menu with tier, dashboard links and logout for a signed-in admin', async ({
    page,
  }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Wishlist (0 items)' })).toBeVisible()
    await banner.getByRole('button', { name: 'Account menu for Store Admin' }).click()
    await expect(banner.getByText('owner@kavach.test')).toBeVisible()
    await expect(banner.getByText('Bronze Member')).toBeVisible()
    await expect(banner.getByText('Admin Access')).toBeVisible()
    const account = banner.getByRole('navigation', { name: 'Account' })
    await expect(account.getByRole('link')).toHaveText(['Dashboard', 'My Orders', 'Admin Panel'])
    await account.getByRole('link', { name: 'My Orders' }).click()
    await expect(page).toHaveURL(/\/dashboard\?tab=orders$/)
  })
})

test.describe('footer', () => {
  test('has quick links, categories, contact details, social and legal links, trust badges', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('region', { name: 'Quick Links' })).toBeVisible()
    await expect(footer.getByRole('region', { name: 'Categories' }).getByRole('link')).toHaveText([
      'Premium Cases',
      'Tempered Glass',
      'Wireless Chargers',
      'Phone Stands',
    ])
    await expect(footer.getByRole('link', { name: 'support@kavach.shop' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveCount(5)
    await expect(footer.getByText('Secure Payments')).toBeVisible()
    await footer.getByRole('link', { name: 'Wireless Chargers' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Chargers & Power' })).toBeVisible()
  })
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('opens the menu, navigates, closes it, and never scrolls sideways', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.getByRole('link', { name: 'Desk Setup' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Desk Setup' })).toBeVisible()
    await expect(menu).toBeHidden()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })
})
