import type { Locator, Page } from '@playwright/test'
import { registerAndVerify, signInAsAdmin } from './support/accounts.ts'
import { findAdminOrder, openOrderDialog } from './support/admin-orders.ts'
import { addChargerToCart, CHARGER } from './support/checkout.ts'
import { expect, test } from './support/test.ts'

/** Runs `action` and answers the window.alert it raises, returning the alert's text. */
async function alertFrom(page: Page, action: () => Promise<void>) {
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message())
      void dialog.accept()
    }),
  )
  await action()
  return message
}

async function buyCharger(page: Page) {
  await addChargerToCart(page)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await page.getByLabel('Phone Number').fill('9876543210')
  await page.getByRole('textbox', { name: 'Address' }).fill('7 Park Street')
  await page.getByLabel('City').fill('Kolkata')
  await page.getByLabel('State').selectOption('West Bengal')
  await page.getByLabel('Pincode').fill('700016')
  await page.getByRole('button', { name: /^Pay ₹/ }).click()
  const payment = page.getByRole('dialog', { name: 'Razorpay Checkout' })
  await payment.getByRole('button', { name: /^Pay ₹/ }).click()
  // Verification first, then the spec's 2 s pause before the dashboard.
  await expect(page.getByRole('heading', { name: 'Thanks for Purchase!' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/, { timeout: 5_000 })
  const order = page.getByRole('listitem', { name: /^Order KV-\d{8}-\d{4}$/ })
  const label = await order.getAttribute('aria-label')
  return (label ?? '').replace('Order ', '')
}

/** The figure a dashboard card shows under its label, as a number ('₹1,234.50' reads 1234.5). */
async function cardFigure(group: Locator, label: string) {
  const figure = group.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]')
  return Number((await figure.innerText()).replace(/[₹,]/g, ''))
}

/** The stats an admin endpoint answered while the dashboard loaded. */
function statsFrom(page: Page, path: string) {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === path)
  return async () => {
    const response = await answer
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { stats: Record<string, number> }).stats
  }
}

test('the admin dashboard shows order, product and message statistics as cards and charts', async ({
  page,
}) => {
  await signInAsAdmin(page)
  // The order and message figures are read from the two stats endpoints.
  const orderStats = statsFrom(page, '/api/orders/admin/stats')
  const messageStats = statsFrom(page, '/api/contact/admin/stats')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Store Overview' })).toBeVisible()

  for (const heading of [
    'Order Statistics',
    'Revenue (Last 30 Days)',
    'Orders by Status',
    'Membership Distribution',
    'Product Statistics',
    'Message Statistics',
    'Mail Delivery',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  }
  for (const card of [
    'Total Revenue',
    'Pending Orders',
    'Delivered Orders',
    'Out of Stock',
    'Failing Mails',
  ]) {
    await expect(page.getByText(card, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('Every mail has been sent')).toBeVisible()
  await expect(page.getByText(/^₹[\d,]+\.\d{2}$/).first()).toBeVisible()

  const orders = await orderStats()
  const orderCards = page.getByRole('region', { name: 'Order Statistics' })
  for (const [label, figure] of [
    ['Total Revenue', orders.totalRevenue],
    ['Total Orders', orders.totalOrders],
    ['Pending Orders', orders.pendingOrders],
    ['Delivered Orders', orders.deliveredOrders],
  ] as const) {
    expect(await cardFigure(orderCards, label), label).toBe(figure)
  }
  const messages = await messageStats()
  const messageCards = page.getByRole('region', { name: 'Message Statistics' })
  for (const [label, figure] of [
    ['Total Messages', messages.totalContacts],
    ['New', messages.newContacts],
    ['In Progress', messages.inProgressContacts],
    ['Closed', messages.closedContacts],
  ] as const) {
    expect(await cardFigure(messageCards, label), label).toBe(figure)
  }

  await expect(
    page.getByRole('img', { name: /^(Revenue over the last 30 days|No paid orders)/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('img', { name: /^Paid orders by status: Pending \d+, Confirmed \d+/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('img', { name: /^Customers per membership tier: Bronze \d+ customers?/ }),
  ).toBeVisible()
  const tiers = page.getByRole('table', { name: 'Customers and total spent per membership tier' })
  for (const tier of ['Bronze', 'Silver', 'Gold', 'Platinum']) {
    await expect(tiers.getByRole('rowheader', { name: tier })).toBeVisible()
  }
})

test("the dashboard's Total Orders counts the orders the Orders tab lists, and says what it counts", async ({
  page,
}) => {
  await signInAsAdmin(page)
  // Other journeys place orders at the same time, so both figures are read again until they settle.
  await expect(async () => {
    await page.goto('/admin?tab=dashboard')
    const label = page.getByText('Total Orders', { exact: true })
    const total = await label.locator('xpath=following-sibling::p[1]').innerText()
    await expect(label.locator('xpath=following-sibling::p[2]')).toHaveText(
      /^All orders(, [\d,]+ to be paid on delivery)?$/,
    )
    await page.goto('/admin?tab=orders')
    await expect(page.getByText(/^[\d,]+ orders?$/)).toHaveText(
      new RegExp(`^${total.replaceAll(',', ',?')} orders?$`),
    )
  }).toPass({ timeout: 20_000 })
  await page.goto('/admin?tab=dashboard')
  await expect(page.getByText('Paid orders, not cancelled')).toBeVisible()
})

test('the dashboard offers a retry when any of its statistics cannot be loaded', async ({
  page,
}) => {
  await signInAsAdmin(page)
  for (const path of [
    '/api/admin/dashboard',
    '/api/orders/admin/stats',
    '/api/contact/admin/stats',
  ]) {
    await page.route(`**${path}`, (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    )
    await page.goto('/admin?tab=dashboard')
    await expect(page.getByText('Could not load statistics'), path).toBeVisible()

    await page.unroute(`**${path}`)
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('heading', { name: 'Order Statistics' })).toBeVisible()
    await expect(page.getByText('Could not load statistics')).toBeHidden()
  }
})

test('the reviews tab explains that reviews are approved automatically and lists approved ones', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const firstLoad = page.waitForRequest((r) => r.url().includes('/api/admin/reviews'))
  await page.goto('/admin?tab=reviews')
  expect(new URL((await firstLoad).url()).searchParams.get('status')).toBe('approved')

  await expect(page.getByRole('heading', { name: 'Product Reviews' })).toBeVisible()
  await expect(page.getByText(/Reviews are approved automatically/)).toBeVisible()
  await expect(page.getByText(/This section is for monitoring only/)).toBeVisible()
  await expect(page.getByLabel('Filter by rating')).toHaveValue('')

  await page.getByRole('searchbox', { name: 'Search reviews...' }).fill('no review says this')
  await expect(page.getByRole('heading', { name: 'No Reviews Found' })).toBeVisible()
})

test('an order moved to delivered can be rated by its shopper, and the admin sees the review', async ({
  page,
  browser,
}) => {
  // Two people, a checkout and three admin screens: the longest journey of the suite.
  test.setTimeout(150_000)
  const shopperName = `Rater ${Math.floor(Math.random() * 1e6)}`
  const comment = `Charges fast, says ${shopperName}`
  await registerAndVerify(page, shopperName)
  const orderNumber = await buyCharger(page)

  const { admin } = await findAdminOrder(browser, orderNumber)
  const details = await openOrderDialog(admin, orderNumber)
  await details.getByLabel('Status', { exact: true }).selectOption('delivered')
  const alert = await alertFrom(admin, () =>
    details.getByRole('button', { name: 'Update Order' }).click(),
  )
  expect(alert).toBe('Order status updated successfully!')
  await expect(
    details.getByRole('list', { name: 'Order timeline' }).getByText('Delivered', { exact: true }),
  ).toBeVisible()

  await page.goto('/dashboard?tab=orders')
  const order = page.getByRole('listitem', { name: `Order ${orderNumber}` })
  await expect(order.getByText('Delivered', { exact: true })).toBeVisible()
  await order.getByRole('button', { name: `Rate ${CHARGER}` }).click()
  const rate = page.getByRole('dialog', { name: 'Rate Product' })
  // The radio is visually hidden behind its star, so click the star as a shopper would.
  await rate
    .locator('label')
    .filter({ has: page.getByLabel('4 stars') })
    .click()
  await expect(rate.getByLabel('4 stars')).toBeChecked()
  await rate.getByLabel('Comment (optional)').fill(comment)
  await rate.getByRole('button', { name: 'Submit Review' }).click()
  await expect(page.getByText('Review submitted successfully!')).toBeVisible()
  await expect(order.getByRole('button', { name: `${CHARGER} reviewed` })).toBeDisabled()

  await admin.goto('/admin?tab=reviews')
  await admin.getByRole('searchbox', { name: 'Search reviews...' }).fill(shopperName)
  const review = admin.getByRole('listitem', { name: `Review of ${CHARGER} by ${shopperName}` })
  await expect(review).toBeVisible()
  await expect(review.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible()
  await expect(review.getByText(`Order ${orderNumber}`)).toBeVisible()
  await expect(review.getByText('Delivered', { exact: true })).toBeVisible()
  await expect(review.getByText('Approved', { exact: true })).toBeVisible()
  await expect(review.getByText(comment)).toBeVisible()

  const rating = admin.getByLabel('Filter by rating')
  const category = admin.getByLabel('Filter by category')
  const none = admin.getByRole('heading', { name: 'No Reviews Found' })
  await rating.selectOption({ label: '5 Stars' })
  await expect(none).toBeVisible()
  await rating.selectOption({ label: '4+' })
  await expect(review).toBeVisible()
  await category.selectOption({ label: 'Cases' })
  await expect(none).toBeVisible()
  await category.selectOption({ label: 'Chargers' })
  await expect(review).toBeVisible()

  await review.getByRole('button').click()
  const readOnly = admin.getByRole('dialog', { name: 'Review Details (Read-Only)' })
  await expect(readOnly.getByRole('heading', { name: CHARGER })).toBeVisible()
  await expect(readOnly.getByText(orderNumber)).toBeVisible()
  await expect(readOnly.getByText(shopperName, { exact: true })).toBeVisible()
  await expect(readOnly.getByText(comment)).toBeVisible()
  await expect(readOnly.getByText(/cannot be modified, to maintain customer trust/)).toBeVisible()
  await expect(readOnly.getByRole('textbox')).toHaveCount(0)
  await readOnly.getByRole('button', { name: 'Close' }).click()
  await expect(readOnly).toBeHidden()
  await admin.context().close()
})
