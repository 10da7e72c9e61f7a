import type { Page } from '@playwright/test'
import { openAdminPage, registerAndVerify, uniqueEmail } from './support/accounts.ts'
import { addChargerToCart, CHARGER, fillAddress } from './support/checkout.ts'
import { expect, test } from './support/test.ts'

const paymentWindow = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout' })

test('a signed-out shopper checks out after signing in, with a coupon, and sees the order', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = uniqueEmail('buyer')
  const signup = await browser.newPage()
  await registerAndVerify(signup, 'Meera Iyer', email)
  await signup.close()

  await addChargerToCart(page)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('shopper-pass-123')
  await page.getByRole('button', { name: 'Sign In' }).click()

  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer')

  const pay = page.getByRole('button', { name: /^Pay ₹/ })
  await pay.click()
  await expect(page.getByText('Please fill in all shipping address fields.')).toHaveCount(1)
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
    'Required',
  )
  await page.getByLabel('Phone Number').fill('98765')
  await page.getByLabel('Pincode').fill('5600')
  await pay.click()
  await expect(page.getByText('Phone number must be exactly 10 digits.')).toBeVisible()
  await expect(page.getByText('Pincode must be exactly 6 digits.')).toBeVisible()
  await page.getByLabel('Pincode').fill('999999')
  const unknown = page.getByText('We could not find this pincode. Please check it and try again.')
  await expect(unknown).toBeVisible()
  // Paying with it keeps the shopper on the pincode and its message, and asks the server nothing.
  const ordersAsked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/orders/create-order')) ordersAsked.push(request.url())
  })
  await page.getByLabel('Phone Number').fill('+91 98765-43210')
  await page.getByRole('textbox', { name: 'Address' }).fill('12 MG Road, Indiranagar')
  await page.getByLabel('City').fill('Bengaluru')
  await page.getByLabel('State').selectOption('Karnataka')
  await pay.click()
  await expect(page.getByLabel('Pincode')).toBeFocused()
  await expect(unknown).toBeVisible()
  expect(ordersAsked).toEqual([])
  // A known pincode fills the state and the empty city, and says when the parcel arrives.
  await page.getByLabel('City').fill('')
  await page.getByLabel('Pincode').fill('110020')
  await expect(page.getByLabel('State')).toHaveValue('Delhi')
  await expect(page.getByLabel('City')).not.toHaveValue('')
  await expect(page.getByLabel('Pincode')).toHaveAccessibleDescription(
    /, Delhi\. Arrives \w{3}, \d{1,2} \w{3}/,
  )
  await expect(page.getByText('We could not find this pincode.', { exact: false })).toBeHidden()

  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByText('Please enter a coupon code')).toBeVisible()
  await page.getByLabel('Coupon code').fill('nosuch')
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByText('Invalid coupon code')).toBeVisible()
  await page.getByLabel('Coupon code').fill('welcome10')
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  // 10% of ₹3,893 is more than WELCOME10's ₹300 cap: ₹3,593.00, shipped free.
  await expect(page.getByText('Coupon applied! You saved ₹300.00')).toBeVisible()
  await expect(page.getByTestId('discount')).toHaveText('−₹300.00')
  await expect(page.getByTestId('total')).toHaveText('₹3,593.00')

  await fillAddress(page)
  await page.getByRole('button', { name: 'Pay ₹3,593.00' }).click()
  const window = paymentWindow(page)
  await expect(window).toBeVisible()
  await expect(window.getByText('₹3,593.00').first()).toBeVisible()
  await expect(window.getByText(`9876543210 · ${email}`)).toBeVisible()
  await window.getByRole('button', { name: 'Pay ₹3,593.00' }).click()

  await expect(page.getByRole('heading', { name: 'Thanks for Purchase!' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/, { timeout: 5_000 })
  const order = page.getByRole('listitem', { name: /^Order KV-\d{8}-\d{4}$/ })
  await expect(order).toHaveCount(1)
  await expect(order.getByText('₹3,593.00')).toBeVisible()
  await expect(order.getByText('Confirmed')).toBeVisible()
  await expect(order.getByText('Payment: Paid')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart (0 items)' })).toBeVisible()

  await page.getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByText('Silver Member').first()).toBeVisible()
  const stats = page.getByRole('definition')
  await expect(stats.nth(0)).toHaveText('1')
  await expect(stats.nth(1)).toHaveText('₹3,593.00')
})

test('closing the payment window returns to the form, and a failed payment keeps the cart', async ({
  page,
}) => {
  test.slow()
  await registerAndVerify(page, 'Kabir Shah')
  await addChargerToCart(page)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await fillAddress(page)

  await page.route('**/api/payments/simulator/checkout.js', (route) => route.abort())
  await page.getByRole('button', { name: 'Pay ₹3,893.00' }).click()
  await expect(page.getByText('Failed to load payment gateway. Please try again.')).toBeVisible()
  await page.unroute('**/api/payments/simulator/checkout.js')

  // On a phone held sideways the window is taller than the screen: like Razorpay's, it covers the
  // whole page, sticky header too, and scrolls within itself so its close button stays in reach.
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: 640, height: 360 })
  await page.getByRole('button', { name: 'Pay ₹3,893.00' }).click()
  await expect(paymentWindow(page)).toBeVisible()
  const header = await page.getByRole('banner').boundingBox()
  expect(header).not.toBeNull()
  const atHeader = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('header, [role="dialog"]')?.tagName,
    { x: 8, y: (header?.y ?? 0) + (header?.height ?? 0) / 2 },
  )
  expect(atHeader, 'the overlay, not the header, is under a tap on the header').toBeUndefined()
  await expect(
    paymentWindow(page).getByRole('button', { name: 'Close payment window' }),
  ).toBeInViewport()
  await paymentWindow(page)
    .getByRole('button', { name: 'Simulate failed payment' })
    .scrollIntoViewIfNeeded()
  await expect(
    paymentWindow(page).getByRole('button', { name: 'Simulate failed payment' }),
  ).toBeInViewport()
  await paymentWindow(page).getByRole('button', { name: 'Close payment window' }).click()
  await expect(paymentWindow(page)).toBeHidden()
  if (viewport) await page.setViewportSize(viewport)
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru')
  await expect(page.getByRole('button', { name: 'Pay ₹3,893.00' })).toBeEnabled()

  await page.getByRole('button', { name: 'Pay ₹3,893.00' }).click()
  await paymentWindow(page).getByRole('button', { name: 'Simulate failed payment' }).click()
  await expect(
    paymentWindow(page).getByText(
      'Your payment was declined by the bank. Please try another card.',
    ),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(paymentWindow(page)).toBeHidden()
  await expect(page.getByRole('listitem', { name: CHARGER })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible()

  await page.goto('/dashboard?tab=orders')
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible()
})

test('paying again from the same cart after closing the window makes one order, in the dashboard and in admin', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = uniqueEmail('twice')
  await registerAndVerify(page, 'Ira Menon', email)
  await addChargerToCart(page)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await fillAddress(page)
  const gatewayOrders: Promise<string>[] = []
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/orders/create-order')) return
    const answer = response.json() as Promise<{ razorpayOrderId: string }>
    gatewayOrders.push(answer.then((created) => created.razorpayOrderId))
  })

  const pay = page.getByRole('button', { name: 'Pay ₹3,893.00' })
  await pay.click()
  await paymentWindow(page).getByRole('button', { name: 'Close payment window' }).click()
  await expect(paymentWindow(page)).toBeHidden()
  await pay.click()
  await paymentWindow(page).getByRole('button', { name: 'Pay ₹3,893.00' }).click()
  await expect(page.getByRole('heading', { name: 'Thanks for Purchase!' })).toBeVisible()
  // The second press paid the checkout the first one opened.
  const opened = await Promise.all(gatewayOrders)
  expect(opened).toHaveLength(2)
  expect(new Set(opened).size).toBe(1)

  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/, { timeout: 5_000 })
  const order = page.getByRole('listitem', { name: /^Order KV-\d{8}-\d{4}$/ })
  await expect(order).toHaveCount(1)
  await expect(order.getByText('Payment: Paid')).toBeVisible()

  const admin = await openAdminPage(browser)
  await admin.goto('/admin?tab=orders')
  await admin.getByRole('searchbox', { name: 'Search orders...' }).fill(email)
  const rows = admin.getByRole('listitem', { name: /^Order KV-\d{8}-\d{4}$/ })
  await expect(rows).toHaveCount(1)
  await expect(rows.getByText(email)).toBeVisible()
  await admin.context().close()
})
