// Staff ship in a few clicks: the To ship list holds the orders waiting for a parcel, oldest
// first; the order dialog's Ship button books one with the courier (here the courier simulator)
// and shows its AWB, tracking link and label; Ship selected books several one after another.
import type { Page } from '@playwright/test'
import { openAdminPage, registerAndVerify } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import { placeConfirmedCashOrders } from './support/ready-orders.ts'
import { expect, test } from './support/test.ts'

const SIMULATED_COURIER = 'Kavach Express (simulated)'

/** The Orders tab's To ship list, narrowed to one shopper's orders by their email. */
async function openToShip(admin: Page, email: string) {
  await admin.goto('/admin?tab=orders')
  await admin.getByRole('button', { name: 'To ship' }).click()
  await expect(admin.getByRole('button', { name: 'To ship' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(admin).toHaveURL(/[?&]view=to_ship/)
  await admin.getByRole('searchbox', { name: 'Search orders...' }).fill(email)
  return admin.getByRole('list', { name: 'Orders to ship, oldest first' }).getByRole('listitem')
}

test('staff ship an order from its dialog, then print its label and follow it', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = await registerAndVerify(page, 'Kabir Shah')
  const [{ orderNumber = '' } = {}] = await placeConfirmedCashOrders(page, 1)

  const admin = await openAdminPage(browser)
  const rows = await openToShip(admin, email)
  await expect(rows).toHaveCount(1)
  await rows.getByRole('button', { name: new RegExp(orderNumber) }).click()
  const details = admin.getByRole('dialog', { name: `Order ${orderNumber}` })
  const shipment = details.getByRole('region', { name: 'Shipment' })
  await shipment.getByRole('button', { name: 'Ship', exact: true }).click()

  await expect(shipment.getByText(SIMULATED_COURIER)).toBeVisible()
  const awb = (await shipment.getByText(/^\d{11,}$/).textContent()) ?? ''
  expect(awb).toMatch(/^\d{11,}$/)
  await expect(shipment.getByRole('button', { name: 'Ship', exact: true })).toBeHidden()

  const track = shipment.getByRole('link', { name: /Track parcel/ })
  await expect(track).toHaveAttribute('href', new RegExp(`/tracking/${awb}$`))
  await expect(track).toHaveAttribute('target', '_blank')
  await expect(track).toHaveAttribute('rel', /noopener/)

  // The keyboard moves on from the Ship button, gone, to the label to print.
  const label = shipment.getByRole('link', { name: /Print label/ })
  await expect(label).toBeFocused()
  await expect(label).toHaveAttribute('target', '_blank')
  const pdf = await admin.request.get((await label.getAttribute('href')) ?? '')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF')

  // The simulator stands in for the courier: staff play its scans, each posted to the shop.
  const scans = shipment.getByRole('group', { name: 'Simulate courier scan (simulator only)' })
  await scans.getByRole('button', { name: 'Picked up' }).click()
  await expect(scans.getByRole('status')).toContainText(
    'Simulated “Picked up”; the shop’s tracking webhook answered',
  )

  await details.getByRole('button', { name: 'Close' }).click()
  await expect(rows).toHaveCount(0)
  await expect(admin.getByText('Nothing to ship')).toBeVisible()

  // All orders, filtered by where each stands: the shipped cash order is on its way.
  await admin.getByRole('button', { name: 'All orders' }).click()
  const row = admin.getByRole('listitem', { name: `Order ${orderNumber}` })
  await expect(row).toBeVisible()
  await admin.getByLabel('Payment method').selectOption({ label: 'Cash on delivery' })
  await admin.getByLabel('Shipping').selectOption({ label: 'Booked or on the way' })
  await expect(row).toBeVisible()
  // The export writes what the list shows.
  const exported = await admin.request.get(
    (await admin.getByRole('link', { name: 'Export orders CSV' }).getAttribute('href')) ?? '',
  )
  expect(exported.status()).toBe(200)
  const lines = (await exported.text()).split('\r\n').filter(Boolean)
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(orderNumber)
  await admin.getByLabel('Shipping').selectOption({ label: 'Waiting to ship' })
  await expect(admin.getByText('No Orders Found')).toBeVisible()
  await admin.getByLabel('Placed from').fill('2020-01-01')
  await admin.getByLabel('Placed to').fill('2020-01-31')
  await admin.getByRole('button', { name: 'Clear filters' }).click()
  await expect(admin.getByLabel('Shipping')).toHaveValue('')
  await expect(row).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Clear filters' })).toBeDisabled()
  await admin.context().close()
})

test.describe('at 360 × 780', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('staff tick the waiting orders and ship them together, told of each, and they leave the list', async ({
    page,
    browser,
  }) => {
    test.slow()
    const email = await registerAndVerify(page, 'Nisha Verma')
    const placed = await placeConfirmedCashOrders(page, 3)
    const numbers = placed.map((order) => order.orderNumber)

    const admin = await openAdminPage(browser)
    await admin.setViewportSize({ width: 360, height: 780 })
    const rows = await openToShip(admin, email)
    // The longest waiting first.
    await expect(rows).toHaveCount(3)
    for (const [index, number] of numbers.entries()) {
      await expect(rows.nth(index)).toHaveAccessibleName(`Order ${number}`)
    }
    expect(await axeViolations(admin)).toEqual([])
    const width = await admin.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)

    const ship = admin.getByRole('button', { name: 'Ship selected' })
    await expect(ship).toBeDisabled()
    await admin.getByRole('checkbox', { name: 'Select all' }).check()
    for (const number of numbers) {
      await expect(admin.getByRole('checkbox', { name: `Select order ${number}` })).toBeChecked()
    }
    // Meanwhile the shopper calls the last one off: it can no longer be shipped.
    const [, , called] = placed
    const cancelled = await page.request.post(`/api/orders/${called?.orderId}/cancel`, {
      headers: { origin: new URL(page.url()).origin },
      data: { reason: 'Ordered twice' },
    })
    expect(cancelled.status()).toBe(200)
    await ship.click()

    await expect(admin.getByRole('status').filter({ hasText: /^Shipped/ })).toHaveText(
      'Shipped 2 of 3 orders; 1 not shipped, see the messages',
    )
    for (const number of numbers.slice(0, 2)) {
      await expect(
        admin.getByText(`${number}: Parcel booked with ${SIMULATED_COURIER}, AWB`),
      ).toBeVisible()
    }
    await expect(admin.getByText(`${called?.orderNumber} was not shipped: `)).toBeVisible()
    await expect(rows).toHaveCount(0)
    await admin.context().close()
  })
})
