// Automated WCAG 2.1 A/AA checks (axe-core) over every screen; they catch what a
// machine can: names, labels, contrast, landmarks. Keyboard journeys live in the other specs.
import { signInAsAdmin } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

const VISITOR_PAGES = [
  ['/', 'Featured Products'],
  ['/shop', 'Premium Collection'],
  ['/shop/category/work-essentials/desk-setup', 'Desk Setup'],
  ['/cart', 'Your Cart is Empty'],
  ['/about', 'About Kavach'],
  ['/shipping', 'Shipping Policy'],
  ['/contact', 'Contact Us'],
  ['/login', 'Welcome Back'],
  ['/register', 'Create Account'],
] as const

for (const [path, heading] of VISITOR_PAGES) {
  test(`${path} passes the automated accessibility checks`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    await expect(page.getByText(/^Loading/)).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
  })
}

const ADMIN_TABS = [
  ['dashboard', 'Store Overview'],
  ['orders', 'Order Management'],
  ['customers', /^Customers$/],
  ['reports', /^Reports$/],
  ['products', 'Product Management'],
  ['phone-models', /^Phone Models/],
  ['search-synonyms', /^Search Synonyms/],
  ['gallery', 'Gallery Management'],
  ['discounts', 'Discount Coupons'],
  ['reviews', 'Product Reviews'],
  ['messages', 'Contact Messages'],
] as const

test('every admin tab passes the automated accessibility checks', async ({ page }) => {
  // Eleven tabs, each loaded and checked by axe: over 90 s on a slow 2-core machine.
  test.setTimeout(180_000)
  await signInAsAdmin(page)
  for (const [tab, heading] of ADMIN_TABS) {
    await page.goto(`/admin?tab=${tab}`)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await expect(page.getByText(/^Loading/)).toHaveCount(0)
    expect(await axeViolations(page), tab).toEqual([])
  }
})
