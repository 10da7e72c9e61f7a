// Staff keep the shop's seller profile, which the contact page and every page's footer then show,
// and choose which staff mails they get.
import { signInAsAdmin } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 360, height: 780 } })

test('staff edit the shop profile, and shoppers read it on the contact page and in the footer', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin?tab=settings')
  const profile = page.getByRole('region', { name: 'Shop profile' })
  await expect(profile.getByLabel('Legal name')).toHaveValue('Kavach Accessories Private Limited')
  expect(await axeViolations(page)).toEqual([])

  await profile.getByLabel('GSTIN').fill('07AAKCK1234F1ZX')
  await profile.getByRole('button', { name: 'Save Shop Profile' }).click()
  await expect(profile.getByText('Please enter a valid 15-character GSTIN')).toBeVisible()
  await profile.getByLabel('GSTIN').fill('07AAKCK1234F1ZS')
  // Fields no other journey reads, as they share this shop.
  await profile.getByLabel('Support phone').fill('+91 11 4000 1234')
  await profile.getByLabel("Officer's name").fill('Meera Iyer')
  await profile.getByRole('button', { name: 'Save Shop Profile' }).click()
  await expect(page.getByText('Shop profile saved')).toBeVisible()
  await expect(profile.getByText(/^Saved /)).toBeVisible()

  const context = await browser.newContext({ viewport: { width: 360, height: 780 } })
  const shopper = await context.newPage()
  await shopper.goto('/contact')
  await expect(
    shopper.getByRole('main').getByRole('link', { name: '+91 11 4000 1234' }),
  ).toHaveAttribute('href', 'tel:+911140001234')
  const officer = shopper.getByRole('region', { name: 'Grievance Officer' })
  await expect(officer).toContainText('Meera Iyer')
  await expect(officer.getByRole('link', { name: 'grievance@kavach.shop' })).toBeVisible()
  expect(await axeViolations(shopper)).toEqual([])
  // Home is drawn by the server and kept: the save dropped the copy with the old phone.
  await shopper.goto('/')
  await expect(shopper.getByRole('contentinfo')).toContainText('+91 11 4000 1234')
  await expect(shopper.getByRole('contentinfo')).toContainText('GSTIN 07AAKCK1234F1ZS')
  await context.close()
})

test('an admin chooses which staff mails they get', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin?tab=settings')
  const notices = page.getByRole('region', { name: 'Staff notifications' })
  const lowStock = notices.getByRole('checkbox', { name: /^Low stock/ })
  await expect(lowStock).toBeChecked()
  await lowStock.uncheck()
  await notices.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Notification choices saved')).toBeVisible()
  await page.reload()
  await expect(notices.getByRole('checkbox', { name: /^Low stock/ })).not.toBeChecked()
  await expect(notices.getByRole('checkbox', { name: /^New orders/ })).toBeChecked()
  await notices.getByRole('checkbox', { name: /^Low stock/ }).check()
  await notices.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Notification choices saved')).toBeVisible()
})
