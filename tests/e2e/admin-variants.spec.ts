import type { Page } from '@playwright/test'
import { openAdminPage, signInAsAdmin, uniqueEmail } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import { mailsTo } from './support/mailbox.ts'
import { expect, test } from './support/test.ts'
import { uniqueName } from './support/unique-name.ts'

// The first journey checks the shop's count of variants low or sold out, which the back-in-stock
// journey changes, so this file's journeys run one after another.
test.describe.configure({ mode: 'serial' })

async function lowStockCount(page: Page) {
  await page.goto('/admin')
  const card = page.getByText('Variants low or sold out').locator('..')
  await expect(card).toBeVisible()
  return Number((await card.locator('p').nth(1).innerText()).replace(/\D/g, ''))
}

test('staff sell one case in two phone models, count its stock, adjust it and see it run low', async ({
  page,
}) => {
  test.slow()
  const name = uniqueName('Variant Armour Case')
  await signInAsAdmin(page)
  const lowBefore = await lowStockCount(page)

  await page.goto('/admin?tab=products')
  await page.getByRole('button', { name: 'Add Product' }).click()
  const form = page.getByRole('dialog', { name: 'Add New Product' })
  await form.getByLabel('Product Name *').fill(name)
  await form.getByLabel('Brand *').fill('Kavach')
  await form.getByLabel('Price (₹, before tax) *').fill('499')
  await form.getByLabel('Image URL').fill('https://images.example.in/armour.webp')

  await form.getByRole('button', { name: 'Add Option' }).click()
  await expect(form.getByLabel('Option 1 name')).toHaveValue('Phone model')
  await form.getByLabel('Option 1 values, separated by commas').fill('iPhone 16, Galaxy S25')
  const variants = form.getByRole('table')
  await expect(variants.getByRole('row')).toHaveCount(3)
  await form.getByLabel('Stock for iPhone 16').fill('8')
  await form.getByLabel('Stock for Galaxy S25').fill('3')
  await form.getByLabel('Price for Galaxy S25', { exact: true }).fill('549')
  await form
    .getByLabel('Image URL for Galaxy S25')
    .fill('https://images.example.in/armour-galaxy.webp')
  await form.getByRole('button', { name: 'Add Product' }).click()
  await expect(form).toBeHidden()

  const card = page.getByRole('article', { name })
  await expect(card.getByText('2 variants · 11 available · 1 low')).toBeVisible()

  await card.getByRole('button', { name: 'Edit' }).click()
  const editForm = page.getByRole('dialog', { name: 'Edit Product' })
  await expect(editForm.getByLabel('Stock for iPhone 16')).toHaveValue('8')
  await expect(editForm.getByLabel('Image URL for Galaxy S25')).toHaveValue(
    'https://images.example.in/armour-galaxy.webp',
  )
  await expect(editForm.getByLabel('Image URL for iPhone 16')).toHaveValue('')
  await editForm.getByRole('button', { name: 'Stock history for iPhone 16' }).click()
  const history = page.getByRole('dialog', { name: 'Stock history: iPhone 16' })
  await expect(history.getByText('Set in the product form')).toBeVisible()
  await history.getByLabel('Units (+ add, − remove)').fill('-20')
  await history.getByLabel('Reason').fill('Dropped in transit')
  await history.getByRole('button', { name: 'Adjust Stock' }).click()
  await expect(history.getByRole('alert')).toContainText(
    "held by unpaid orders; stock can't go below",
  )
  await history.getByLabel('Units (+ add, − remove)').fill('-5')
  await history.getByRole('button', { name: 'Adjust Stock' }).click()
  await expect(history.getByText('3 on hand, 0 held, 3 available')).toBeVisible()
  const changes = history.getByRole('list', { name: 'Stock changes' }).getByRole('listitem')
  await expect(changes).toHaveCount(2)
  await expect(changes.first()).toContainText('Dropped in transit')
  await expect(changes.first()).toContainText('−5')
  expect(await axeViolations(page)).toEqual([])
  await history.getByRole('button', { name: 'Close' }).click()
  await expect(editForm.getByLabel('Stock for iPhone 16')).toHaveValue('3')
  await editForm.getByRole('button', { name: 'Update Product' }).click()
  await expect(editForm).toBeHidden()
  await expect(card.getByText('2 variants · 6 available · 2 low')).toBeVisible()

  await page.getByRole('combobox', { name: 'Filter by stock status' }).selectOption('low')
  await page.getByRole('searchbox', { name: 'Search products...' }).fill(name)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(card).toBeVisible()

  expect(await lowStockCount(page)).toBe(lowBefore + 2)
})

test('the variants table scrolls inside its own box on a 360 px phone and passes the accessibility checks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signInAsAdmin(page)
  await page.goto('/admin?tab=products')
  await page.getByRole('button', { name: 'Add Product' }).click()
  const form = page.getByRole('dialog', { name: 'Add New Product' })
  await form.getByRole('button', { name: 'Add Option' }).click()
  await form.getByLabel('Option 1 values, separated by commas').fill('iPhone 16, Pixel 9')
  await expect(form.getByLabel('SKU for Pixel 9')).toBeVisible()
  await form.getByLabel('SKU for Pixel 9').focus()
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Stock for Pixel 9')).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(pageWidth).toBeLessThanOrEqual(360)
})

/** A case sold out for the iPhone 16 and on sale for the Galaxy S25, made by staff. */
async function soldOutForIphone(admin: Page, name: string) {
  const suffix = Date.now().toString(36).toUpperCase()
  // A picture the shop has: the shop's pages list this case while it is on sale.
  const found = await admin.request.get('/api/products?search=Liquid%20Silicone&limit=1')
  const { products } = (await found.json()) as { products: { image: string }[] }
  const created = await admin.request.post('/api/admin/products', {
    headers: { origin: new URL(admin.url()).origin },
    data: {
      name,
      brand: 'Kavach',
      category: 'cases',
      price: 499,
      image: products[0]?.image,
      options: [{ name: 'Phone model', values: ['iPhone 16', 'Galaxy S25'] }],
      variants: [
        { sku: `BIS-16-${suffix}`, options: { 'Phone model': 'iPhone 16' }, stock: 0 },
        { sku: `BIS-S25-${suffix}`, options: { 'Phone model': 'Galaxy S25' }, stock: 3 },
      ],
    },
  })
  expect(created.status()).toBe(201)
  return (await created.json()) as {
    product: { id: string; slug: string; variants: { id: string }[] }
  }
}

test('a shopper asks to be told, staff count units in, and the mail opens the case for that phone', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const admin = await openAdminPage(browser)
  await admin.goto('/admin')
  const name = uniqueName('Back Soon Case')
  const { product } = await soldOutForIphone(admin, name)
  const email = uniqueEmail('waiting')

  await page.goto(`/product/${product.slug}`)
  const models = page.getByRole('group', { name: /^Phone model/ })
  await models.getByRole('button', { name: /iPhone 16/ }).click()
  await expect(page.getByText('✗ Sold out')).toBeVisible()
  const form = page.getByRole('form', { name: "Tell me when it's back" })
  await form.getByRole('button', { name: 'Notify me' }).click()
  await expect(form.getByLabel('Email')).toBeFocused()
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Notify me' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: "We'll email you when it's back in stock." }),
  ).toBeVisible()

  await admin.goto('/admin?tab=products')
  await admin.getByRole('searchbox', { name: 'Search products...' }).fill(name)
  await admin.getByRole('article', { name }).getByRole('button', { name: 'Edit' }).click()
  await admin.getByRole('button', { name: 'Stock history for iPhone 16' }).click()
  const history = admin.getByRole('dialog', { name: 'Stock history: iPhone 16' })
  await history.getByLabel('Units (+ add, − remove)').fill('4')
  await history.getByLabel('Reason').fill('Delivery from the supplier')
  await history.getByRole('button', { name: 'Adjust Stock' }).click()
  await expect(history.getByText('4 on hand, 0 held, 4 available')).toBeVisible()

  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1)
  const [mail = ''] = await mailsTo(email)
  expect(mail).toContain(`Subject: Back in stock: ${name} (iPhone 16)`)
  const link = /https?:\/\/\S+\/product\/[\w-]+\?variant=[\w-]+/.exec(
    mail.replace(/=\r?\n/g, ''),
  )?.[0]
  expect(link).toBeDefined()
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search)
  await expect(models.getByRole('button', { name: /iPhone 16/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText('Only 4 left')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
})

test('staff give a case more pictures, and its page shows them with the variant’s own first', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const admin = await openAdminPage(browser)
  await admin.goto('/admin')
  // Pictures the shop has, four different ones.
  const listed = await admin.request.get('/api/products?limit=40')
  const { products } = (await listed.json()) as { products: { image: string }[] }
  const [main, second, third, own] = [...new Set(products.map((p) => p.image))]
  const name = uniqueName('Picture Case')
  const suffix = Date.now().toString(36).toUpperCase()
  const created = await admin.request.post('/api/admin/products', {
    headers: { origin: new URL(admin.url()).origin },
    data: {
      name,
      brand: 'Kavach',
      category: 'cases',
      price: 499,
      image: main,
      options: [{ name: 'Phone model', values: ['iPhone 16', 'Galaxy S25'] }],
      variants: [
        { sku: `PIC-16-${suffix}`, options: { 'Phone model': 'iPhone 16' }, stock: 3, image: own },
        { sku: `PIC-S25-${suffix}`, options: { 'Phone model': 'Galaxy S25' }, stock: 3 },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { product } = (await created.json()) as { product: { slug: string } }

  await admin.goto('/admin?tab=products')
  await admin.getByRole('searchbox', { name: 'Search products...' }).fill(name)
  await admin.getByRole('article', { name }).getByRole('button', { name: 'Edit' }).click()
  const form = admin.getByRole('dialog', { name: 'Edit Product' })
  for (const picture of [second, third]) {
    await form.getByLabel('Picture URL').fill(picture ?? '')
    await form.getByRole('button', { name: 'Add Picture' }).click()
  }
  await expect(form.getByRole('group', { name: 'More pictures (2 of 7)' })).toBeVisible()
  await form.getByRole('button', { name: 'Update Product' }).click()
  await expect(form).toBeHidden()
  await admin.close()

  await page.goto(`/product/${product.slug}`)
  const models = page.getByRole('group', { name: /^Phone model/ })
  const thumbnails = page.getByRole('list', { name: 'Pictures' }).getByRole('button')
  const shown = page.getByRole('img', { name: new RegExp(`^${name}`) })
  await models.getByRole('button', { name: /Galaxy S25/ }).click()
  await expect(shown).toHaveAttribute('src', main ?? '')
  await expect(thumbnails).toHaveCount(3)
  await page.getByRole('button', { name: 'Picture 3 of 3' }).click()
  await expect(shown).toHaveAttribute('src', third ?? '')
  await expect(page.getByRole('button', { name: 'Picture 3 of 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The iPhone 16 case has a picture of its own, shown first.
  await models.getByRole('button', { name: /iPhone 16/ }).click()
  await expect(shown).toHaveAttribute('src', own ?? '')
  await expect(thumbnails).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Picture 1 of 4' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The thumbnails scroll on their own; the page never does sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await axeViolations(page)).toEqual([])
})
