// One order on its own page: the shopper opens it from their orders, follows the parcel staff
// shipped through the courier (its simulator), and answers a failed delivery with another day.
import type { APIRequestContext, Page } from '@playwright/test'
import { openAdminPage, registerAndVerify } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import {
  addChargerToCart,
  buyChargerCashOnDelivery,
  CHARGER,
  fillAddress,
} from './support/checkout.ts'
import { expect, test } from './support/test.ts'

const origin = () => ({ origin: process.env.E2E_BASE_URL ?? '' })

/** Staff book the parcel with the courier; its AWB. */
async function ship(admin: APIRequestContext, orderId: string) {
  const shipped = await admin.post(`/api/orders/admin/${orderId}/ship`, { headers: origin() })
  expect(shipped.status(), await shipped.text()).toBe(200)
  const { order } = (await shipped.json()) as { order: { shipment?: { awb: string } } }
  return order.shipment?.awb ?? ''
}

/** The courier simulator scans the parcel, and tells the shop as Shiprocket would. */
async function scan(admin: APIRequestContext, awb: string, scan: string) {
  const pushed = await admin.post('/api/shipping/simulator/scans', {
    headers: origin(),
    data: { awb, scan },
  })
  expect(pushed.status(), await pushed.text()).toBe(200)
  expect(((await pushed.json()) as { webhookStatus: number }).webhookStatus).toBe(200)
}

async function payForCharger(page: Page) {
  await addChargerToCart(page)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await fillAddress(page)
  await page.getByRole('button', { name: 'Pay ₹3,893.00' }).click()
  const window = page.getByRole('dialog', { name: 'Razorpay Checkout' })
  await window.getByRole('button', { name: 'Pay ₹3,893.00' }).click()
}

test('a shopper follows a paid order on its page, and asks for another delivery attempt', async ({
  page,
  browser,
}) => {
  test.slow()
  await registerAndVerify(page, 'Asha Rao')
  await payForCharger(page)

  // Paid: the order's number, when it should come, and its page, before the orders tab.
  const done = page.getByRole('status').filter({ hasText: 'Thanks for Purchase!' })
  await expect(done.getByText(/^Arriving \w{3}, \d{1,2} \w{3}/)).toBeVisible()
  await expect(done.getByRole('link', { name: 'View order' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/, { timeout: 5_000 })

  const listed = page.getByRole('listitem', { name: /^Order KV-\d{8}-\d{4}$/ })
  const orderNumber = ((await listed.getAttribute('aria-label')) ?? '').replace('Order ', '')
  await listed.getByRole('link', { name: /View order/ }).click()
  await expect(page).toHaveURL(`/dashboard/orders/${orderNumber}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`Order ${orderNumber}`))
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(page.getByText('Payment: Paid')).toBeVisible()
  await expect(page.getByText(/^Arriving \w{3}, \d{1,2} \w{3}/)).toBeVisible()
  const items = page.getByRole('region', { name: 'Items' })
  await expect(items.getByText(CHARGER)).toBeVisible()
  await expect(items.getByText('1 × ₹3,893.00')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Download invoice KV\// })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Parcel' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  const found = await page.request.get(`/api/orders/${orderNumber}`)
  const { order } = (await found.json()) as { order: { _id: string } }
  const admin = await openAdminPage(browser)
  const awb = await ship(admin.request, order._id)
  await scan(admin.request, awb, 'picked_up')

  await page.reload()
  await expect(page.getByText('Dispatched', { exact: true })).toBeVisible()
  const parcel = page.getByRole('region', { name: 'Parcel' })
  await expect(parcel.getByText(awb, { exact: true })).toBeVisible()
  const track = parcel.getByRole('link', { name: /Track your parcel/ })
  await expect(track).toHaveAttribute('href', new RegExp(`${awb}$`))
  await expect(track).toHaveAttribute('target', '_blank')
  await expect(track).toHaveAttribute('rel', /noopener/)
  await expect(parcel.getByRole('list', { name: 'Tracking' }).getByRole('listitem')).toHaveText([
    /^Picked up/,
  ])

  await scan(admin.request, awb, 'undelivered')
  await admin.context().close()
  await page.reload()
  const failed = page.getByRole('region', { name: /^Delivery attempt 1 failed: / })
  await expect(failed).toBeVisible()
  await expect(
    parcel.getByRole('list', { name: 'Tracking' }).getByRole('listitem').first(),
  ).toHaveText(/^Delivery attempt failed/)
  const day = failed.getByLabel('Day for another attempt')
  const last = (await day.getAttribute('max')) ?? ''
  expect(last).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  // A mistyped number is named beside its field, before anything is sent.
  await failed.getByLabel('Phone for the courier (optional)').fill('12345')
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(failed.getByLabel('Phone for the courier (optional)')).toHaveAccessibleDescription(
    /Phone number must be exactly 10 digits$/,
  )
  expect(await axeViolations(page)).toEqual([])
  await failed.getByLabel('Phone for the courier (optional)').fill('9876501234')
  await day.fill(last)
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('The courier will try again')).toBeVisible()
  await expect(failed).toHaveCount(0)
  // The button pressed is gone: the keyboard is back at the top of the order.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  const [year, month, date] = last.split('-').map(Number)
  const asked = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date)).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  await expect(
    page
      .getByRole('list', { name: 'Order timeline' })
      .getByText(`Another delivery attempt asked for on ${asked}`),
  ).toBeVisible()

  // On a 360 px phone the page fits its width.
  await page.setViewportSize({ width: 360, height: 780 })
  await page.screenshot({ path: test.info().outputPath('order-page-360.png'), fullPage: true })
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(360)
})

test('a cash-on-delivery shopper calls a failed delivery off, owes nothing, and sees the parcel come back', async ({
  page,
  browser,
}) => {
  test.slow()
  await registerAndVerify(page, 'Ravi Kumar')
  const card = await buyChargerCashOnDelivery(page)
  await card.getByRole('link', { name: /View order/ }).click()
  await expect(page.getByText('Payment: Pay on delivery')).toBeVisible()
  // The Orders tab's confirmation, on the order's own page.
  await page.getByRole('button', { name: 'Confirm order' }).click()
  await expect(page.getByText('Order confirmed. We will pack it now.')).toBeVisible()
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()

  const orderNumber = page.url().split('/').pop() ?? ''
  const found = await page.request.get(`/api/orders/${orderNumber}`)
  const { order } = (await found.json()) as { order: { _id: string } }
  const admin = await openAdminPage(browser)
  const awb = await ship(admin.request, order._id)
  await scan(admin.request, awb, 'picked_up')
  await scan(admin.request, awb, 'undelivered')
  await page.reload()

  const failed = page.getByRole('region', { name: /^Delivery attempt 1 failed: / })
  await failed.getByRole('button', { name: 'Cancel delivery' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this delivery?' })
  await expect(dialog.getByText(/^Nothing is due/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Keep delivery' }).click()
  await expect(dialog).toBeHidden()
  await failed.getByRole('button', { name: 'Cancel delivery' }).click()
  await dialog.getByRole('button', { name: 'Cancel delivery' }).click()
  await expect(page.getByText('Delivery cancelled: the parcel comes back to us')).toBeVisible()
  await expect(failed).toHaveCount(0)
  await expect(
    page
      .getByRole('list', { name: 'Order timeline' })
      .getByText('Delivery called off: the parcel comes back to us'),
  ).toBeVisible()

  // On its way back, the parcel no longer promises a day.
  await scan(admin.request, awb, 'rto_initiated')
  await admin.context().close()
  await page.reload()
  await expect(page.getByText('Returning to us', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Arriving /)).toHaveCount(0)
})

test('a signed-out shopper following a link to an order signs in first, and an order not theirs is not found', async ({
  page,
  browser,
}) => {
  const signup = await browser.newPage()
  const email = await registerAndVerify(signup, 'Kiran Das')
  await signup.close()
  await page.goto('/dashboard/orders/KV-20200101-0001')
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('shopper-pass-123')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/dashboard/orders/KV-20200101-0001')
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See your orders' })).toBeVisible()
})
