import { expect, test } from './support/test.ts'

// ₹799 before tax, sold as one variant.
const TRIPOD = 'Digitek Selfie Stick Tripod with Remote'

test('an applied coupon stops counting when the cart falls below its minimum, and counts again above it', async ({
  page,
}) => {
  await page.goto('/shop?q=Digitek')
  await page.getByRole('main').getByRole('link', { name: TRIPOD }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to cart!')).toBeVisible()
  await page.goto('/cart')
  const line = page.getByRole('listitem', { name: TRIPOD })
  await line.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(page.getByTestId('subtotal')).toHaveText('₹1,886.00')

  // FLAT100 takes ₹100 off carts of ₹999 or more.
  await page.getByLabel('Coupon code').fill('flat100')
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByText('FLAT100 applied')).toBeVisible()
  await expect(page.getByTestId('discount')).toHaveText('−₹100.00')
  await expect(page.getByTestId('total')).toHaveText('₹1,786.00')

  await line.getByRole('button', { name: 'Decrease quantity' }).click()
  await expect(page.getByText('FLAT100 not applied')).toBeVisible()
  await expect(page.getByText('This coupon needs a cart of at least ₹999')).toBeVisible()
  await expect(page.getByTestId('discount')).toHaveCount(0)
  await expect(page.getByTestId('total')).toHaveText('₹943.00')

  await line.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(page.getByText('FLAT100 applied')).toBeVisible()
  await expect(page.getByTestId('discount')).toHaveText('−₹100.00')
})

test('the cart offers the demo coupons, and one for other categories says which', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/shop?q=Digitek')
  await page.getByRole('main').getByRole('link', { name: TRIPOD }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to cart!')).toBeVisible()
  await page.goto('/cart')
  const offers = page.getByRole('region', { name: 'Offers for you' })
  for (const code of ['WELCOME10', 'FLAT100', 'WORK20']) {
    await expect(offers.getByRole('button', { name: `Apply coupon ${code}` })).toBeVisible()
  }
  await expect(offers.getByText('First order only · Up to ₹300.00 off')).toBeVisible()

  await offers.getByRole('button', { name: 'Apply coupon WORK20' }).click()
  await expect(page.getByLabel('Coupon code')).toHaveValue('WORK20')
  await expect(page.getByText('This coupon applies to Work Essentials only')).toBeVisible()
  await expect(page.getByTestId('discount')).toHaveCount(0)

  // A shopper not signed in is judged on their first order at checkout; ₹943 less 10%.
  await offers.getByRole('button', { name: 'Apply coupon WELCOME10' }).click()
  await expect(page.getByText('WELCOME10 applied')).toBeVisible()
  await expect(page.getByTestId('discount')).toHaveText('−₹94.30')
  await expect(offers).toBeHidden()
})
