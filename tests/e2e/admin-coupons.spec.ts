import type { Page } from '@playwright/test'
import { registerAndVerify, signInAsAdmin } from './support/accounts.ts'
import { collectDialogs } from './support/dialogs.ts'
import { expect, test } from './support/test.ts'

const CHARGER = 'Anker Nano 65W GaN Charger (3 Ports)'

/** The IST calendar day `days` from today, as a date input takes it. */
const day = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)
const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

const statValue = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]')

async function readStat(page: Page, label: string) {
  await expect(statValue(page, label)).toHaveText(/^\d+$/)
  return Number(await statValue(page, label).textContent())
}

test('an admin creates, toggles and edits a coupon that a shopper then applies, and deletes it', async ({
  page,
  browser,
}) => {
  test.slow()
  const alerts = collectDialogs(page)
  const code = `E2E${Date.now().toString(36)}`.toUpperCase()
  await signInAsAdmin(page)
  // A link naming no section lands on /admin; one naming the coupons lands on their tab.
  await page.goto('/admin?tab=nosuch')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin?tab=coupons')
  await expect(page).toHaveURL(/\/admin\?tab=discounts$/)
  const sections = page.getByRole('navigation', { name: 'Admin sections' })
  await expect(sections.getByRole('link', { name: 'Discounts' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('heading', { name: 'Discount Coupons' })).toBeVisible()
  const total = await readStat(page, 'Total Coupons')
  const active = await readStat(page, 'Active Coupons')

  await page.getByRole('button', { name: 'Add Coupon' }).click()
  const form = page.getByRole('dialog', { name: 'Add New Coupon' })
  await form.getByRole('button', { name: 'Create Coupon' }).click()
  await alerts.last().toBe('Coupon code is required.')
  await form.getByLabel('Coupon Code').fill(code.toLowerCase())
  await expect(form.getByLabel('Coupon Code')).toHaveValue(code)
  await form.getByLabel('Discount Type').selectOption('Percentage Discount')
  await form.getByLabel('Discount Value (%)').fill('150')
  await form.getByRole('button', { name: 'Create Coupon' }).click()
  await alerts.last().toBe('Percentage discount cannot exceed 100%.')
  await expect(form.getByText('Percentage discount cannot exceed 100%.')).toBeVisible()
  await form.getByLabel('Discount Value (%)').fill('15')
  await form.getByLabel('Max Usage (Optional)').fill('0')
  await form.getByRole('button', { name: 'Create Coupon' }).click()
  await alerts.last().toBe('Max usage must be a positive number.')
  await form.getByLabel('Max Usage (Optional)').fill('5')
  await form.getByLabel('Min Cart Value (₹)').fill('100')
  await form.getByLabel('Description (Optional)').fill('Fifteen off for the journey')
  await form.getByRole('button', { name: 'Create Coupon' }).click()
  await alerts.last().toBe('Coupon created successfully!')
  await expect(form).toBeHidden()

  await page.getByRole('searchbox', { name: 'Search coupons...' }).fill(code)
  const row = page.getByRole('listitem', { name: `Coupon ${code}` })
  await expect(row).toHaveCount(1)
  await expect(
    page.getByRole('region', { name: 'Discount Coupons' }).getByRole('listitem'),
  ).toHaveCount(1)
  for (const text of ['Active', 'Percentage Discount', '15% off', '₹100', '0/5']) {
    await expect(row.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(row.getByText('Fifteen off for the journey')).toBeVisible()
  await expect(statValue(page, 'Total Coupons')).toHaveText(String(total + 1))
  await expect(statValue(page, 'Active Coupons')).toHaveText(String(active + 1))

  await row.getByRole('button', { name: `Deactivate coupon ${code}` }).click()
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible()
  await expect(statValue(page, 'Active Coupons')).toHaveText(String(active))
  await row.getByRole('button', { name: `Activate coupon ${code}` }).click()
  await expect(row.getByText('Active', { exact: true })).toBeVisible()
  await expect(statValue(page, 'Active Coupons')).toHaveText(String(active + 1))

  await row.getByRole('button', { name: `Edit coupon ${code}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Coupon' })
  await expect(edit.getByLabel('Coupon Code')).toBeDisabled()
  await expect(edit.getByLabel('Discount Value (%)')).toHaveValue('15')
  await edit.getByLabel('Description (Optional)').fill('Festive fifteen')
  // The rules beside the discount change on edit too: the last day before the first is refused.
  await edit.getByLabel('Starts On (Optional)').fill(day(1))
  await edit.getByLabel('Ends On (Optional)').fill(day(0))
  await edit.getByRole('button', { name: 'Update Coupon' }).click()
  await alerts.last().toBe('The end date cannot be before the start date.')
  await edit.getByLabel('Starts On (Optional)').fill('')
  await edit.getByLabel('Ends On (Optional)').fill(day(30))
  await edit.getByRole('checkbox', { name: 'Chargers' }).check()
  await edit.getByRole('checkbox', { name: 'First order only' }).check()
  await edit.getByLabel('Max Discount (₹, Optional)').fill('500')
  await edit.getByRole('checkbox', { name: "Show in the cart's offers" }).check()
  await edit.getByRole('button', { name: 'Update Coupon' }).click()
  await alerts.last().toBe('Coupon updated successfully!')
  await expect(row.getByText('Festive fifteen')).toBeVisible()
  await expect(row.getByText('Offered in cart')).toBeVisible()
  await expect(
    row.getByText(
      `First order only · On Chargers only · Up to ₹500.00 off · Ends ${dayLabel(day(30))}`,
    ),
  ).toBeVisible()

  const shopper = await browser.newPage()
  await shopper.addInitScript(() => localStorage.setItem('cookieConsent', 'necessary-only'))
  await registerAndVerify(shopper, 'Ananya Rao')
  await shopper.goto('/shop?q=Anker%20Nano')
  await shopper.getByRole('main').getByRole('link', { name: CHARGER }).click()
  await shopper.getByRole('button', { name: 'Add to Cart' }).click()
  await shopper.goto('/cart')
  // The cart offers it to a shopper with no order yet; 15% of ₹3,893 is capped at ₹500.
  const offers = shopper.getByRole('region', { name: 'Offers for you' })
  await expect(offers.getByText('Festive fifteen')).toBeVisible()
  await offers.getByRole('button', { name: `Apply coupon ${code}` }).click()
  await expect(shopper.getByText('Coupon applied! You saved ₹500.00')).toBeVisible()
  await expect(shopper.getByText(`${code} applied`)).toBeVisible()
  await expect(offers).toBeHidden()
  await shopper.close()

  await row.getByRole('button', { name: `Delete coupon ${code}` }).click()
  await alerts.last().toBe('Coupon deleted successfully!')
  await expect(row).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No Coupons Found' })).toBeVisible()
  await expect(statValue(page, 'Total Coupons')).toHaveText(String(total))
})
