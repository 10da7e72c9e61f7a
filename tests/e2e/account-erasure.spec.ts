// On a phone, a shopper with a delivered order downloads a copy of their data, then deletes their
// account with their password: they land on the home page signed out, and can't sign in again.
import { readFile } from 'node:fs/promises'
import { openAdminPage, registerAndVerify } from './support/accounts.ts'
import { deliveredCaseOrder } from './support/delivered-order.ts'
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('a shopper downloads their data and deletes their account, then can’t sign in', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = await registerAndVerify(page, 'Ravi Menon')
  const admin = await openAdminPage(browser)
  const { orderNumber } = await deliveredCaseOrder(page, admin.request, 'Galaxy S25')

  await page.goto('/dashboard')
  const yourData = page.getByRole('region', { name: 'Your data' })
  await expect(yourData).toBeVisible()

  const downloading = page.waitForEvent('download')
  await yourData.getByRole('link', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^kavach-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    profile: { email: string; name: string }
    orders: { orderNumber: string; status: string }[]
    consents: unknown[]
  }
  expect(data.profile).toMatchObject({ email, name: 'Ravi Menon' })
  expect(data.orders).toEqual([expect.objectContaining({ orderNumber, status: 'delivered' })])
  expect(data.consents).toEqual([])

  // By keyboard: the button opens the dialog, which asks for the password.
  await yourData.getByRole('button', { name: 'Delete my account' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog.getByText('Your reviews stay, signed “A Kavach shopper”.')).toBeVisible()
  const password = dialog.getByLabel('Your password', { exact: true })
  await password.fill('not-my-password')
  await password.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText('That password is not right')
  const fits = await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)
  expect(fits).toBe(true)

  await password.fill('shopper-pass-123')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 })
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0)

  // Staff still see the order, without the shopper's name or the one it was shipped to.
  const listed = await admin.request.get(`/api/orders/admin/all?search=${orderNumber}`)
  const staffView = await listed.text()
  expect(staffView).toContain(orderNumber)
  expect(staffView).not.toContain('Ravi Menon')
  expect(staffView).not.toContain('Meera Iyer')

  await page.goto('/login')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('shopper-pass-123')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await admin.context().close()
})
