// The cart and shipping form as a shopper in Bengaluru fills them in.
import { expect, type Page } from '@playwright/test'

export const CHARGER = 'Anker Nano 65W GaN Charger (3 Ports)'

/** One charger (₹3,893, free shipping) in the cart, and the cart open. */
export async function addChargerToCart(page: Page) {
  await page.goto('/shop?q=Anker%20Nano')
  await page.getByRole('main').getByRole('link', { name: CHARGER }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to cart!')).toBeVisible()
  await page.goto('/cart')
}

export async function fillAddress(page: Page) {
  await page.getByLabel('Phone Number').fill('9876543210')
  await page.getByRole('textbox', { name: 'Address' }).fill('12 MG Road, Indiranagar')
  await page.getByLabel('City').fill('Bengaluru')
  await page.getByLabel('State').selectOption('Karnataka')
  await page.getByLabel('Pincode').fill('560038')
}

/** Checks the charger out online through the simulator's window; the order's card is returned. */
export async function buyChargerOnline(page: Page) {
  await addChargerToCart(page)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await fillAddress(page)
  await page.getByRole('button', { name: 'Pay ₹3,893.00' }).click()
  await page
    .getByRole('dialog', { name: 'Razorpay Checkout' })
    .getByRole('button', { name: 'Pay ₹3,893.00' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/, { timeout: 10_000 })
  const order = page.getByRole('listitem', { name: /^Order KV-\d{8}-\d{4}$/ })
  await expect(order.getByText('Payment: Paid')).toBeVisible()
  return order
}

/** Orders the charger for cash on delivery; answers the order's card in the Orders tab. */
export async function buyChargerCashOnDelivery(page: Page) {
  await addChargerToCart(page)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await fillAddress(page)
  await page.getByRole('radio', { name: 'Cash on delivery (+₹49)' }).check()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/, { timeout: 5_000 })
  return page.getByRole('listitem', { name: /^Order KV-\d{8}-\d{4}$/ })
}
