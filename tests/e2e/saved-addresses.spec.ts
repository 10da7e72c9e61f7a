// A shopper on a phone types a new address and keeps it, loses nothing to a refresh or the back
// button mid-checkout, and next time checks out with the saved address in one tap.
import type { Page } from '@playwright/test'
import { registerAndVerify } from './support/accounts.ts'
import { addChargerToCart, CHARGER } from './support/checkout.ts'
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 390, height: 844 } })

const cashOnDelivery = (page: Page) => page.getByRole('radio', { name: 'Cash on delivery (+₹49)' })

/** Everything the shopper filled in, as the checkout shows it. */
async function expectFilledIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue('Kavya Nair')
  await expect(page.getByLabel('Phone Number')).toHaveValue('+91 98470-12345')
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
    '7 Residency Road, Shanthala Nagar',
  )
  await expect(page.getByLabel('Landmark (optional)')).toHaveValue('Opposite the Mayo Hall')
  await expect(page.getByLabel('Pincode')).toHaveValue('560025')
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru')
  await expect(page.getByLabel('State')).toHaveValue('Karnataka')
  await expect(
    page.getByRole('checkbox', { name: 'Save this address for next time' }),
  ).toBeChecked()
  await expect(
    page.getByRole('checkbox', { name: 'I need a GST invoice for my business' }),
  ).toBeChecked()
  await expect(page.getByLabel('Business Name')).toHaveValue('Nair Mobiles')
  await expect(page.getByLabel('GSTIN')).toHaveValue('29AAGCB7383J1Z4')
  await expect(cashOnDelivery(page)).toBeChecked()
  await expect(page.getByText('FLAT100 applied')).toBeVisible()
  await expect(page.getByTestId('total')).toHaveText('₹3,842.00')
}

test('a shopper keeps a new address through a refresh and the back button, then checks out with it saved', async ({
  page,
}) => {
  test.slow()
  await registerAndVerify(page, 'Kavya Nair')
  await addChargerToCart(page)
  await page.getByLabel('Coupon code').fill('flat100')
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByText('FLAT100 applied')).toBeVisible()
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()

  // Nothing saved yet: the form asks for a new address, and offers to keep it.
  await expect(page.getByRole('radio', { name: 'Use a new address' })).toHaveCount(0)
  await page.getByLabel('Phone Number').fill('+91 98470-12345')
  await page
    .getByRole('textbox', { name: 'Address', exact: true })
    .fill('7 Residency Road, Shanthala Nagar')
  await page.getByLabel('Landmark (optional)').fill('Opposite the Mayo Hall')
  await page.getByLabel('Pincode').fill('560025')
  await expect(page.getByLabel('State')).toHaveValue('Karnataka')
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru')
  await page.getByRole('checkbox', { name: 'Save this address for next time' }).check()
  await page.getByRole('checkbox', { name: 'I need a GST invoice for my business' }).check()
  await page.getByLabel('Business Name').fill('Nair Mobiles')
  await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z4')
  await cashOnDelivery(page).check()
  await expectFilledIn(page)

  await page.reload()
  await expectFilledIn(page)

  // Off to the product and back: still there.
  await page.getByRole('listitem', { name: CHARGER }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: CHARGER })).toBeVisible()
  await page.goBack()
  await expectFilledIn(page)

  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { name: 'Thanks for Purchase!' })).toBeVisible()
  await expect(page.getByText('Address saved for next time')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/, { timeout: 5_000 })
  const orders = await page.request.get('/api/orders/my-orders')
  const [placed] = (await orders.json()).orders as { shippingAddress: Record<string, string> }[]
  expect(placed?.shippingAddress).toEqual({
    name: 'Kavya Nair',
    phone: '9847012345',
    address: '7 Residency Road, Shanthala Nagar, Opposite the Mayo Hall',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
  })

  // Next time the saved address is offered, chosen already, and the form starts afresh.
  await addChargerToCart(page)
  await expect(page.getByText('FLAT100 applied')).toHaveCount(0)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  const saved = page.getByRole('radio', {
    name: 'Kavya Nair, 7 Residency Road, Shanthala Nagar Default',
  })
  await expect(saved).toBeChecked()
  await expect(saved).toHaveAccessibleDescription(
    /^Opposite the Mayo Hall, Bengaluru, Karnataka 560025\. Phone 9847012345 Arrives /,
  )
  await expect(page.getByLabel('Phone Number')).toHaveCount(0)
  await expect(
    page.getByRole('checkbox', { name: 'I need a GST invoice for my business' }),
  ).not.toBeChecked()
  await expect(page.getByRole('radio', { name: 'Pay online' })).toBeChecked()

  // A refresh keeps the choice of a new address over the saved one, and back again.
  await page.getByRole('radio', { name: 'Use a new address' }).check()
  await expect(page.getByLabel('Full Name')).toHaveValue('Kavya Nair')
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Use a new address' })).toBeChecked()
  await saved.check()
  await page.reload()
  await expect(saved).toBeChecked()

  await cashOnDelivery(page).check()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { name: 'Thanks for Purchase!' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/, { timeout: 5_000 })
  const again = await page.request.get('/api/orders/my-orders')
  const [latest] = (await again.json()).orders as { shippingAddress: Record<string, string> }[]
  expect(latest?.shippingAddress).toEqual(placed?.shippingAddress)

  // The profile lists it, and lets it go.
  await page.goto('/dashboard?tab=profile')
  const addresses = page.getByRole('region', { name: 'Saved Addresses' })
  const kept = addresses.getByRole('listitem', {
    name: 'Kavya Nair, 7 Residency Road, Shanthala Nagar',
  })
  await expect(kept.getByText('Opposite the Mayo Hall, Bengaluru, Karnataka 560025')).toBeVisible()
  await expect(kept.getByText('Default')).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept())
  await kept.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Address deleted')).toBeVisible()
  await expect(addresses.getByText(/^None yet/)).toBeVisible()
})
