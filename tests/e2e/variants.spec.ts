// Shopping by phone and by variant. These journeys need the demo store's grouped
// products: the Clear Armour case, the 9H glass and the Liquid Silicone case with their variants).
import type { Page } from '@playwright/test'
import { registerAndVerify, signInAsAdmin } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import { fillAddress } from './support/checkout.ts'
import { expect, test } from './support/test.ts'

const ARMOUR = 'Kavach Clear Armour Case'
const SILICONE = 'Kavach Liquid Silicone Case'
const GLASS = 'Kavach 9H Tempered Glass'

const phoneChooser = (page: Page) => page.getByRole('button', { name: /^Find for my phone: / })

/** Chooses the shopper's phone in the header's "Find for my phone", and closes it. */
async function pickPhone(page: Page, maker: string, model: string) {
  await phoneChooser(page).click()
  const picker = page.getByRole('region', { name: 'Find for my phone' })
  await picker.getByLabel('Phone maker').selectOption(maker)
  await picker.getByLabel('Phone model').selectOption({ label: model })
  await page.keyboard.press('Escape')
  await expect(picker).toBeHidden()
  await expect(phoneChooser(page)).toBeFocused()
}

async function openProduct(page: Page, name: string) {
  await page.goto(`/shop?q=${encodeURIComponent(name)}`)
  await page.getByRole('main').getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a shopper picks their phone and the shop shows only what fits it, until any phone', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/shop')
    await expect(cards(page).first()).toBeVisible()
    const everything = await cards(page).count()
    await pickPhone(page, 'Samsung', 'Galaxy S25')
    await expect(page.getByText('Showing what fits Galaxy S25.')).toBeVisible()
    await expect(cards(page).filter({ hasText: ARMOUR })).toHaveCount(1)
    const fitting = await cards(page).count()
    expect(fitting).toBeLessThan(everything)
    await expect(cards(page).filter({ hasText: 'Fits Galaxy S25' })).toHaveCount(fitting)
    await expect(page.getByText(/^\d+ products?$/)).toHaveText(`${fitting} products`)
    expect(await axeViolations(page)).toEqual([])

    // The choice is kept, and works with the shop's sections and search.
    await page.goto('/shop/category/tempered-glass')
    await expect(phoneChooser(page)).toHaveAccessibleName('Find for my phone: Galaxy S25')
    await expect(cards(page).filter({ hasText: 'Kavach 9H Tempered Glass' })).toHaveCount(1)
    await expect(cards(page).filter({ hasNotText: 'Fits Galaxy S25' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Any phone' }).click()
    await expect(page.getByText('Fits Galaxy S25')).toHaveCount(0)
    await page.goto('/shop')
    await expect(cards(page)).toHaveCount(everything)
  })

  test('a card whose variants sell at different prices says From its lowest, others only the price', async ({
    page,
  }) => {
    await page.goto('/shop?q=armour')
    const clear = cards(page).filter({ hasText: ARMOUR })
    await expect(clear.getByText('From', { exact: true })).toBeVisible()
    await expect(clear.getByText('₹707', { exact: true })).toBeVisible()
    const rugged = cards(page).filter({ hasText: 'Kavach Armour Rugged Case' })
    await expect(rugged.getByText('₹943', { exact: true })).toBeVisible()
    await expect(rugged.getByText('From', { exact: true })).toHaveCount(0)
  })

  test('a shopper sees a sold-out variant marked, chooses two variants and gets two cart lines', async ({
    page,
  }) => {
    await openProduct(page, SILICONE)
    const models = page.getByRole('group', { name: /^Phone model/ })
    const colours = page.getByRole('group', { name: /^Colour/ })
    await models.getByRole('button', { name: 'iPhone 15' }).click()
    await expect(models.getByRole('button', { name: 'iPhone 15' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const sage = colours.getByRole('button', { name: /Sage Green/ })
    await expect(sage).toContainText('Sold out')
    // Chosen anyway, it can't be added, and offers to mail when it is back.
    await sage.click()
    await expect(sage).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
    await expect(page.getByRole('form', { name: "Tell me when it's back" })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await colours.getByRole('button', { name: 'Lavender' }).click()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Added to cart!').first()).toBeVisible()
    await colours.getByRole('button', { name: 'Midnight Blue' }).click()
    await page.getByLabel('Quantity').selectOption('2')
    await page.getByRole('button', { name: 'Add to Cart' }).click()

    await page.goto('/cart')
    const lines = page.getByRole('listitem', { name: new RegExp(SILICONE) })
    await expect(lines).toHaveCount(2)
    const lavender = page.getByRole('listitem', { name: `${SILICONE} (iPhone 15 / Lavender)` })
    const blue = page.getByRole('listitem', { name: `${SILICONE} (iPhone 15 / Midnight Blue)` })
    await expect(lavender).toContainText('iPhone 15 / Lavender')
    await expect(blue).toContainText('iPhone 15 / Midnight Blue')
    await expect(lavender.getByRole('group', { name: /^Quantity of/ })).toContainText('1')
    await expect(blue.getByRole('group', { name: /^Quantity of/ })).toContainText('2')
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
    await expect(page.getByText('3 items in your cart')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test("a sold-out variant can't be added, and the shopper's phone opens its variant", async ({
    page,
  }) => {
    await openProduct(page, ARMOUR)
    const productPage = page.url()
    // Its Galaxy S24 FE case is sold out, so the shop doesn't list it for that phone.
    await page.goto('/shop')
    await pickPhone(page, 'Samsung', 'Galaxy S24 FE')
    await expect(cards(page).filter({ hasText: ARMOUR })).toHaveCount(0)
    await page.goto(productPage)
    const models = page.getByRole('group', { name: /^Phone model/ })
    const s24fe = models.getByRole('button', { name: /Galaxy S24 FE/ })
    await expect(s24fe).toContainText('Sold out')
    await expect(s24fe).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('✗ Sold out')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()

    await models.getByRole('button', { name: 'iPhone 16', exact: true }).click()
    await expect(page.getByText('Only 2 left')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
    // ₹699 before tax for the Pro Max is ₹825 on the shelf; the others' ₹599 is ₹707.
    await models.getByRole('button', { name: 'iPhone 16 Pro Max' }).click()
    await expect(page.getByText('₹825', { exact: true })).toBeVisible()
    await models.getByRole('button', { name: 'Pixel 9', exact: true }).click()
    await expect(page.getByText('₹707', { exact: true })).toBeVisible()
    await expect(page.getByText('Only 4 left')).toBeVisible()
  })
})

test('a cart stored before variants keeps a one-variant product and drops one sold in several, saying so', async ({
  page,
}) => {
  const answer = await page.request.get('/api/products?limit=100')
  const { products } = (await answer.json()) as {
    products: { id: string; name: string; variants: unknown[] }[]
  }
  const single = products.find((p) => p.variants.length === 1)
  const armour = products.find((p) => p.name === ARMOUR)
  if (!single || !armour) throw new Error('The demo store has no products to test with')
  const old = [single, armour].map(({ variants: _variants, ...product }) => ({
    ...product,
    quantity: 2,
  }))
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cart', cart)
      sessionStorage.setItem('seeded', 'yes')
    }
  }, JSON.stringify(old))

  await page.goto('/cart')
  await expect(
    page.getByText(
      `${ARMOUR} was taken out of your cart: it now comes in several versions, so please choose yours on its page.`,
    ),
  ).toBeVisible()
  await expect(page.getByRole('listitem', { name: single.name })).toBeVisible()
  await expect(page.getByRole('listitem', { name: new RegExp(ARMOUR) })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('listitem', { name: single.name })).toBeVisible()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))
  expect(stored).toMatchObject([{ id: single.id, variantId: expect.any(String), quantity: 2 }])
})

test.describe('checking out variants', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("checkout names each line's variant, and one that ran short is refused in the server's words", async ({
    page,
  }) => {
    test.slow()
    await registerAndVerify(page, 'Arjun Rao')
    await openProduct(page, ARMOUR)
    const models = page.getByRole('group', { name: /^Phone model/ })
    await models.getByRole('button', { name: 'iPhone 16', exact: true }).click()
    await page.getByLabel('Quantity').selectOption('2')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await models.getByRole('button', { name: 'Pixel 9', exact: true }).click()
    await page.getByLabel('Quantity').selectOption('1')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByRole('link', { name: 'Cart (3 items)' })).toBeVisible()
    // The shopper's cart asks for one iPhone 16 case more than the shop has left (2).
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[]
      if (cart[0]) cart[0].quantity = 3
      localStorage.setItem('cart', JSON.stringify(cart))
    })

    const refusal = `Only 2 left of ${ARMOUR} (iPhone 16)`
    await page.goto('/cart')
    // Opening the cart reads it again and says so; the server says the same when asked to sell it.
    await expect(page.getByText(refusal)).toBeVisible()
    await expect(page.getByText(refusal)).toHaveCount(0)
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await fillAddress(page)
    const answer = page.waitForResponse('**/api/orders/create-order')
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    const response = await answer
    expect(response.status()).toBe(409)
    await expect(page.getByText(refusal)).toBeVisible()
    const { items } = response.request().postDataJSON() as {
      items: { productId: string; variantId: string; quantity: number }[]
    }
    expect(items.map((i) => i.quantity)).toEqual([3, 1])
    expect(new Set(items.map((i) => i.productId)).size).toBe(1)
    expect(new Set(items.map((i) => i.variantId)).size).toBe(2)
  })
})

test.describe('buying variants', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a shopper pays for two variants found for their phone, and staff see both counts drop', async ({
    page,
    browser,
  }) => {
    test.slow()
    await registerAndVerify(page, 'Kavya Menon')
    await page.goto('/shop')
    await pickPhone(page, 'Vivo', 'V40 Pro')
    await cards(page).filter({ hasText: GLASS }).getByRole('link', { name: GLASS }).click()
    const models = page.getByRole('group', { name: /^Phone model/ })
    await expect(models.getByRole('button', { name: 'V40 Pro', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await models.getByRole('button', { name: 'Reno 12 Pro', exact: true }).click()
    await page.getByLabel('Quantity').selectOption('2')
    await page.getByRole('button', { name: 'Add to Cart' }).click()

    await page.goto('/cart')
    await expect(page.getByRole('listitem', { name: `${GLASS} (V40 Pro)` })).toBeVisible()
    await expect(page.getByRole('listitem', { name: `${GLASS} (Reno 12 Pro)` })).toBeVisible()
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await fillAddress(page)
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    const payment = page.getByRole('dialog', { name: 'Razorpay Checkout' })
    await payment.getByRole('button', { name: /^Pay ₹/ }).click()
    await expect(page.getByRole('heading', { name: 'Thanks for Purchase!' })).toBeVisible()

    // Staff find the glass sold: 60 of each were on the shelf, 1 and 2 went with this order.
    const staff = await browser.newPage()
    await signInAsAdmin(staff)
    await staff.goto('/admin?tab=products')
    await staff.getByRole('searchbox', { name: 'Search products...' }).fill(GLASS)
    await staff.getByRole('article', { name: GLASS }).getByRole('button', { name: 'Edit' }).click()
    const form = staff.getByRole('dialog', { name: 'Edit Product' })
    await expect(form.getByLabel('Stock for V40 Pro')).toHaveValue('59')
    await expect(form.getByLabel('Stock for Reno 12 Pro')).toHaveValue('58')
    await form.getByRole('button', { name: 'Stock history for Reno 12 Pro' }).click()
    const history = staff.getByRole('dialog', { name: 'Stock history: Reno 12 Pro' })
    const sale = history.getByRole('list', { name: 'Stock changes' }).getByRole('listitem').first()
    await expect(sale).toContainText('Sold')
    await expect(sale).toContainText('−2')
    await staff.close()
  })
})

test.describe('at 360 × 780', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('a shopper on a phone finds cases for it in two choices and adds the one that fits', async ({
    page,
  }) => {
    await page.goto('/shop')
    await pickPhone(page, 'Google', 'Pixel 9')
    const armour = cards(page).filter({ hasText: ARMOUR })
    await expect(armour).toContainText('Fits Pixel 9')
    // One variant fits the chosen phone, so the card adds it without a trip to the product page.
    await armour.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Added to cart!')).toBeVisible()
    await page.goto('/cart')
    const line = page.getByRole('listitem', { name: `${ARMOUR} (Pixel 9)` })
    await expect(line).toContainText('Pixel 9')
    await expect(line).toContainText('Only 4 left')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
  })

  test('a shopper chooses their phone in the header of any page, and searches and shops for it', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(phoneChooser(page)).toHaveAccessibleName('Find for my phone: My phone')
    await pickPhone(page, 'Apple', 'iPhone 16')
    await expect(phoneChooser(page)).toHaveAccessibleName('Find for my phone: iPhone 16')

    // The shopper's words find cases, and only those that fit.
    const box = page.getByRole('combobox', { name: 'Search Kavach' })
    await box.fill('back cover')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/shop\?q=back\+cover$/)
    await expect(page.getByText('Showing what fits iPhone 16.')).toBeVisible()
    await expect(cards(page).filter({ hasText: ARMOUR })).toHaveCount(1)
    await expect(cards(page).filter({ hasNotText: 'Fits iPhone 16' })).toHaveCount(0)
    const glitter = await page
      .getByRole('link', { name: 'Kavach Glitter Clear Case', exact: true })
      .getAttribute('href')

    // A phone's own address, as a link shares it: drawn by the server, and it becomes the phone.
    await page.goto('/shop/phone/galaxy-s24')
    await expect(page).toHaveTitle('Galaxy S24 Accessories | Kavach')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galaxy S24 Accessories')
    await expect(phoneChooser(page)).toHaveAccessibleName('Find for my phone: Galaxy S24')
    await expect(cards(page).first()).toBeVisible()
    await expect(cards(page).filter({ hasNotText: 'Fits Galaxy S24' })).toHaveCount(0)
    // Another phone chosen there moves to its address.
    await pickPhone(page, 'Google', 'Pixel 9')
    await expect(page).toHaveURL(/\/shop\/phone\/pixel-9$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pixel 9 Accessories')

    // A product made for other phones says so.
    await page.goto(glitter ?? '')
    await expect(page.getByText('Not made for Pixel 9.')).toBeVisible()

    await page.goto('/shop/phone/pixel-9')
    await page.getByRole('button', { name: 'Any phone' }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(phoneChooser(page)).toHaveAccessibleName('Find for my phone: My phone')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
  })
})
