// Staff find a customer by what they were told, read their orders and addresses on one page, and
// open any of those orders in the Orders tab.
import { readFileSync } from 'node:fs'
import { openAdminPage, registerAndVerify } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import { placeConfirmedCashOrders } from './support/ready-orders.ts'
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 360, height: 780 } })

test('staff find a customer, read their page and open one of their orders', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = await registerAndVerify(page, 'Tara Iyer')
  // A phone no other journey gives, so this shopper's orders are the only ones it finds.
  const [first, second] = await placeConfirmedCashOrders(page, 2, '9000012345')

  const admin = await openAdminPage(browser)
  await admin.setViewportSize({ width: 360, height: 780 })
  await admin.goto('/admin?tab=customers')
  await expect(admin.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible()
  await admin.getByRole('searchbox', { name: 'Search customers...' }).fill('tara')
  const row = admin.getByRole('listitem', { name: 'Customer Tara Iyer' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(email)
  await expect(row).toContainText('2 orders')
  await expect(row).toContainText('Bronze')
  await admin.getByRole('searchbox', { name: 'Search customers...' }).fill('+91 90000 12345')
  await expect(row).toHaveCount(1)

  const downloading = admin.waitForEvent('download')
  await admin.getByRole('link', { name: 'Export customers CSV' }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await file.path()) ?? '', 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFname,email,phone,joined_on,orders,total_spent,tier,first_order_at,last_order_at',
  )
  expect(csv).toContain(`Tara Iyer,${email},`)

  await row.getByRole('button').click()
  const details = admin.getByRole('dialog', { name: 'Tara Iyer' })
  await expect(details.getByRole('heading', { name: '2 orders' })).toBeVisible()
  const links = details.getByRole('link', { name: /^KV-/ })
  await expect(links).toHaveText([second?.orderNumber ?? '', first?.orderNumber ?? ''])
  await expect(details.getByRole('region', { name: 'Shipped to' })).toContainText(
    'Bengaluru, Karnataka 560038',
  )
  await expect(details.getByRole('region', { name: 'Address book' })).toContainText(
    'No saved addresses.',
  )
  await expect(admin).toHaveURL(/[?&]customer=/)
  expect(await axeViolations(admin)).toEqual([])

  await links.first().click()
  await expect(admin).toHaveURL(new RegExp(`tab=orders.*order=${second?.orderNumber}`))
  const order = admin.getByRole('dialog', { name: `Order ${second?.orderNumber}` })
  await expect(order).toBeVisible()
  // The dialog goes in the click's own task, not once the router has drawn the address without
  // the order: a modal left meanwhile holds the page, and what staff type there is lost.
  const closedAtOnce = await order
    .getByRole('button', { name: 'Close' })
    .first()
    .evaluate(async (button: HTMLElement) => {
      button.click()
      await Promise.resolve()
      return !button.isConnected
    })
  expect(closedAtOnce).toBe(true)
  await expect(order).toBeHidden()

  // The order list finds them by the phone as the shopper typed it, or as staff were told it.
  const search = admin.getByRole('searchbox', { name: 'Search orders...' })
  for (const typed of ['090000-12345', '+91 90000 12345']) {
    await search.fill(typed)
    await expect(admin.getByRole('listitem', { name: /^Order KV-/ })).toHaveText([
      new RegExp(second?.orderNumber ?? ''),
      new RegExp(first?.orderNumber ?? ''),
    ])
  }
  await admin.context().close()
})
