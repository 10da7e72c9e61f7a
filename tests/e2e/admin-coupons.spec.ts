import type { Page } from '@playwright/test'
import { registerAndVerify, signInAsAdmin } from './support/accounts.ts'
import { collectDialogs } from './support/dialogs.ts'
import { expect, test } from './support/test.ts'

const CHARGER = 'Anker Nano 65W GaN Charger (3 Ports)'

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
  await edit.getByRole('button', { name: 'Update Coupon' }).click()
  await alerts.last().toBe('Coupon updated successfully!')
  await expect(row.getByText('Festive fifteen')).toBeVisible()

  const shopper = await browser.newPage()
  await shopper.addInitScript(() => localStorage.setItem('cookieConsent', 'necessary-only'))
  await registerAndVerify(shopper, 'Ananya Rao')
  await shopper.goto('/shop?q=Anker%20Nano')
  await shopper.getByRole('main').getByRole('link', { name: CHARGER }).click()
  await shopper.getByRole('button', { name: 'Add to Cart' }).click()
  await shopper.goto('/cart')
  await shopper.getByLabel('Coupon code').fill(code.toLowerCase())
  await shopper.getByRole('button', { name: 'Apply' }).click()
  // ₹3,893 less 15%.
  await expect(shopper.getByText('Coupon applied! You saved ₹583.95')).toBeVisible()
  await shopper.close()

  await row.getByRole('button', { name: `Delete coupon ${code}` }).click()
  await alerts.last().toBe('Coupon deleted successfully!')
  await expect(row).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No Coupons Found' })).toBeVisible()
  await expect(statValue(page, 'Total Coupons')).toHaveText(String(total))
})
