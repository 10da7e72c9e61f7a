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
  await page.getByRole('button', { name: 'Apply' }).click()
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
