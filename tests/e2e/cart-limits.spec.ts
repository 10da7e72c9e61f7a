// The order's limits said where the shopper meets them: the cart's "+", the product page's quantity
// and the cart's total. Needs the demo store: 60 of each 9H glass, 4 Clear Armour cases for Pixel 9.
import type { Page } from '@playwright/test'
import { registerAndVerify } from './support/accounts.ts'
import { fillAddress } from './support/checkout.ts'
import { expect, test } from './support/test.ts'

const GLASS = 'Kavach 9H Tempered Glass'
const ARMOUR = 'Kavach Clear Armour Case'
const CAP = 'At most 10 of one product per order'
const TOO_LARGE = 'An order can be at most ₹5,00,000. Please split your cart into smaller orders.'

async function openProduct(page: Page, name: string, model?: string) {
  await page.goto(`/shop?q=${encodeURIComponent(name)}`)
  await page.getByRole('main').getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  if (!model) return
  await page
    .getByRole('group', { name: /^Phone model/ })
    .getByRole('button', { name: model, exact: true })
    .click()
}

async function addToCart(page: Page, quantity: number) {
  await page.getByLabel('Quantity').selectOption(String(quantity))
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to cart!').first()).toBeVisible()
}

const cartLine = (page: Page, name: string) => page.getByRole('listitem', { name })

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(viewport)
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport })

    test('the cart stops "+" at 10 of one product across its variants and says why', async ({
      page,
    }) => {
      await openProduct(page, GLASS, 'V40 Pro')
      await addToCart(page, 4)
      await page
        .getByRole('group', { name: /^Phone model/ })
        .getByRole('button', { name: 'Reno 12 Pro', exact: true })
        .click()
      await addToCart(page, 1)

      await page.goto('/cart')
      const v40 = cartLine(page, `${GLASS} (V40 Pro)`)
      const reno = cartLine(page, `${GLASS} (Reno 12 Pro)`)
      const plus = v40.getByRole('button', { name: 'Increase quantity' })
      for (let quantity = 5; quantity <= 8; quantity++) {
        await plus.click()
        await expect(v40.getByRole('group', { name: /^Quantity of/ })).toHaveText(String(quantity))
      }
      await expect(page.getByText(CAP)).toHaveCount(0)
      const before = await plus.boundingBox()
      await plus.click()
      await expect(v40.getByRole('group', { name: /^Quantity of/ })).toHaveText('9')
      await expect(plus).toBeDisabled()
      await expect(plus).toHaveAccessibleDescription(CAP)
      await expect(v40.getByText(CAP)).toBeVisible()
      // The reason appears under the buttons, so "+" stays under the shopper's finger.
      expect(await plus.boundingBox()).toEqual(before)
      // 9 + 1 is the cap, so the other variant's line is full too.
      const renoPlus = reno.getByRole('button', { name: 'Increase quantity' })
      await expect(renoPlus).toBeDisabled()
      await expect(renoPlus).toHaveAccessibleDescription(CAP)
      await expect(reno.getByText(CAP)).toBeVisible()
      await expect(page.getByText('10 items in your cart')).toBeVisible()
      await expectNoSidewaysScroll(page)

      await v40.getByRole('button', { name: 'Decrease quantity' }).click()
      await expect(plus).toBeEnabled()
      await expect(renoPlus).toBeEnabled()
      await expect(page.getByText(CAP)).toHaveCount(0)
    })

    test('a low-stock variant stops at the units left, on its page and in the cart', async ({
      page,
    }) => {
      await openProduct(page, GLASS, 'V40 Pro')
      const quantity = page.getByLabel('Quantity')
      await expect(quantity.locator('option')).toHaveCount(10)
      await quantity.selectOption('9')
      await expect(page.getByText(CAP)).toHaveCount(0)
      await quantity.selectOption('10')
      await expect(page.getByText(CAP)).toBeVisible()
      await expect(quantity).toHaveAccessibleDescription(CAP)
      await expectNoSidewaysScroll(page)

      await openProduct(page, ARMOUR, 'Pixel 9')
      await expect(quantity.locator('option')).toHaveCount(4)
      await quantity.selectOption('4')
      await expect(quantity).toHaveAccessibleDescription('Only 4 left')
      await expect(page.getByText(CAP)).toHaveCount(0)
      await addToCart(page, 2)

      await page.goto('/cart')
      const line = cartLine(page, `${ARMOUR} (Pixel 9)`)
      const plus = line.getByRole('button', { name: 'Increase quantity' })
      await plus.click()
      await plus.click()
      await expect(line.getByRole('group', { name: /^Quantity of/ })).toHaveText('4')
      await expect(plus).toBeDisabled()
      await expect(plus).toHaveAccessibleDescription('Only 4 left')
      await expect(line.getByText('Only 4 left')).toBeVisible()
      await expect(page.getByText(CAP)).toHaveCount(0)
    })

    test('the cart says before checkout that it is worth more than one order may be', async ({
      page,
    }) => {
      // Ten of one in-stock variant of every product: about ₹5.7 lakh with tax.
      const answer = await page.request.get('/api/products?limit=100')
      const { products } = (await answer.json()) as {
        products: {
          inStock: boolean
          options: { name: string }[]
          variants: { id: string; availability: string; options: Record<string, string> }[]
        }[]
      }
      const lines = products.flatMap((product) => {
        const variant = product.variants.find((v) => v.availability === 'in_stock')
        if (!product.inStock || !variant) return []
        const label = product.options.map((o) => variant.options[o.name]).join(' / ')
        return [{ ...product, variantId: variant.id, variantLabel: label, quantity: 10 }]
      })
      await page.addInitScript((cart) => localStorage.setItem('cart', cart), JSON.stringify(lines))

      await page.goto('/cart')
      await expect(page.getByRole('alert').filter({ hasText: TOO_LARGE })).toBeVisible()
      const proceed = page.getByRole('button', { name: 'Proceed to Checkout' })
      await expect(proceed).toBeDisabled()
      await expect(proceed).toHaveAccessibleDescription(TOO_LARGE)
      await expectNoSidewaysScroll(page)
    })
  })
}

test.describe('at 360 × 780', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('cart, checkout and dashboard fit a phone without scrolling sideways', async ({ page }) => {
    test.slow()
    // Four lines of products whose stock no other journey counts.
    await registerAndVerify(page, 'Lakshmi Narayanan')
    await openProduct(page, 'Portronics Mobot Adjustable Phone Stand')
    await addToCart(page, 2)
    await openProduct(page, ARMOUR, 'iPhone 15')
    await addToCart(page, 1)
    await openProduct(page, 'Kavach Liquid Silicone Case', 'iPhone 16')
    await addToCart(page, 1)
    await openProduct(page, 'Ugreen Nexode 100W GaN Desktop Charger')
    await addToCart(page, 1)

    await page.goto('/cart')
    await page.getByLabel('Coupon code').fill('WELCOME10')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect(page.getByTestId('discount')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await fillAddress(page)
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    const payment = page.getByRole('dialog', { name: 'Razorpay Checkout' })
    await payment.getByRole('button', { name: /^Pay ₹/ }).click()
    await expect(page.getByRole('heading', { name: 'Thanks for Purchase!' })).toBeVisible()

    await page.goto('/dashboard?tab=orders')
    const order = page.getByRole('listitem', { name: /^Order KV-/ })
    await expect(order).toContainText('+1 more item')
    await expectNoSidewaysScroll(page)
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Profile' })
      .click()
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible()
    await expectNoSidewaysScroll(page)
  })
})
