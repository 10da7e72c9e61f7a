// A parcel the courier can't deliver: the first failed attempt waits on the admin dashboard, where
// staff ask the courier to try again; after the second the parcel comes back, its order is
// refunded in full and the shopper follows each step on their timeline.
import { openAdminPage, registerAndVerify } from './support/accounts.ts'
import { openOrderDialog } from './support/admin-orders.ts'
import { buyChargerOnline } from './support/checkout.ts'
import { expect, test } from './support/test.ts'

test('a parcel twice undelivered comes back to the shop and its shopper is refunded', async ({
  page,
  browser,
}) => {
  test.slow()
  await registerAndVerify(page, 'Ira Menon')
  const order = await buyChargerOnline(page)
  const orderNumber = ((await order.getAttribute('aria-label')) ?? '').replace('Order ', '')

  const admin = await openAdminPage(browser)
  await admin.goto('/admin?tab=orders')
  await admin.getByRole('searchbox', { name: 'Search orders...' }).fill(orderNumber)
  const details = await openOrderDialog(admin, orderNumber)
  const shipment = details.getByRole('region', { name: 'Shipment' })
  await shipment.getByRole('button', { name: 'Ship', exact: true }).click()
  const scans = shipment.getByRole('group', { name: 'Simulate courier scan (simulator only)' })
  const push = async (scan: string) => {
    await scans.getByRole('button', { name: scan, exact: true }).click()
    await expect(scans.getByRole('status')).toContainText(`Simulated “${scan}”`)
  }
  await push('Picked up')
  await push('Undelivered')
  await details.getByRole('button', { name: 'Close' }).click()

  // The failed attempt waits on the dashboard until someone answers it.
  await admin.goto('/admin')
  const waiting = admin
    .getByRole('region', { name: 'Deliveries' })
    .getByRole('listitem')
    .filter({ hasText: orderNumber })
  await expect(waiting).toContainText('attempt 1')
  await expect(waiting).toContainText('Customer not available at the address')
  await waiting.getByRole('button', { name: `Ask the courier to try ${orderNumber} again` }).click()
  await expect(admin.getByText('The courier will try again')).toBeVisible()
  await expect(waiting).toHaveCount(0)

  await admin.goto('/admin?tab=orders')
  await admin.getByRole('searchbox', { name: 'Search orders...' }).fill(orderNumber)
  const again = await openOrderDialog(admin, orderNumber)
  const againScans = again
    .getByRole('region', { name: 'Shipment' })
    .getByRole('group', { name: 'Simulate courier scan (simulator only)' })
  for (const scan of ['Undelivered', 'RTO initiated', 'RTO delivered']) {
    await againScans.getByRole('button', { name: scan, exact: true }).click()
    await expect(againScans.getByRole('status')).toContainText(`Simulated “${scan}”`)
  }
  await again.getByRole('button', { name: 'Close' }).click()
  await expect(
    admin.getByRole('listitem', { name: `Order ${orderNumber}` }).getByText('Returned to us'),
  ).toBeVisible()
  await admin.context().close()

  await page.reload()
  await expect(order.getByText('Returned to us', { exact: true })).toBeVisible()
  await order.getByText('Order timeline').click()
  const timeline = order.getByRole('list', { name: 'Order timeline' })
  for (const step of [
    /^Parcel booked with Kavach Express \(simulated\), AWB \d+/,
    /^Dispatched via Kavach Express \(simulated\), tracking \d+ at Okhla Hub \(Delhi\)/,
    /^Delivery attempt 1 failed: Customer not available at the address/,
    /^Another delivery attempt asked for/,
    /^Delivery attempt 2 failed/,
    /^Delivery called off: the parcel comes back to us/,
    /^Coming back to us: the courier could not deliver it/,
    /^Back with us at Okhla Hub \(Delhi\)/,
    /^Refund of ₹3,893.00 initiated/,
  ]) {
    await expect(timeline.getByRole('listitem').filter({ hasText: step })).toHaveCount(1)
  }
  await expect(async () => {
    await page.reload()
    await expect(order.getByText('Payment: Refunded')).toBeVisible({ timeout: 1000 })
    await expect(order.getByRole('link', { name: /^Credit note CN\// })).toBeVisible({
      timeout: 1000,
    })
  }).toPass({ timeout: 15_000 })
})
