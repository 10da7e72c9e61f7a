// The accountant's month: GSTR-1 read on screen table by table, then downloaded for the portal's
// offline tool, with each table and the invoice register as CSV.
import { readFileSync } from 'node:fs'
import { signInAsAdmin } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

test('staff read a period’s GSTR-1 and download it, its tables and the invoice register', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin?tab=reports')
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible()
  const period = page.getByLabel('Period')
  const month = await period.inputValue()
  expect(month).toMatch(/^\d{4}-\d{2}$/)
  for (const chart of ['Sales by day', 'Sales by category', 'Sales by payment method']) {
    await expect(page.getByRole('region', { name: chart })).toBeVisible()
  }
  await expect(
    page.getByRole('img', {
      name: /^Sales by payment method: Pay online ₹[\d,.]+, Cash on delivery ₹[\d,.]+\.$/,
    }),
  ).toBeVisible()
  const summary = page.getByRole('table', { name: 'GSTR-1 tables for the period' })
  await expect(summary.getByRole('row', { name: /B2C others \(7\)/ })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'GSTR-1 JSON' }).click()
  const file = await downloading
  const fp = `${month.slice(5)}${month.slice(0, 4)}`
  expect(file.suggestedFilename()).toBe(`GSTR1_07AAKCK1234F1ZS_${fp}.json`)
  const gstr1 = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8')) as { fp: string }
  expect(gstr1.fp).toBe(fp)

  const register = await page.request.get(
    (await page.getByRole('link', { name: 'Invoice register CSV' }).getAttribute('href')) ?? '',
  )
  expect(register.status()).toBe(200)
  expect((await register.text()).split('\r\n')[0]).toContain('number,kind,issued_on')

  // A quarter of the financial year reads the same way.
  const quarter = await period.locator('option', { hasText: /^Q\d/ }).first().getAttribute('value')
  await period.selectOption(quarter ?? '')
  await expect(summary.getByRole('row', { name: /HSN summary, B2C/ })).toBeVisible()
  const hsn = page.getByRole('link', { name: 'HSN summary (12) CSV' })
  await expect(hsn).toHaveAttribute('href', `/api/admin/reports/gstr1/hsn.csv?period=${quarter}`)
})
