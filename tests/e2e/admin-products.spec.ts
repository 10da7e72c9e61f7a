import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { signInAsAdmin } from './support/accounts.ts'
import { expect, test } from './support/test.ts'
import { uniqueName } from './support/unique-name.ts'

async function openProductsTab(page: Page) {
  await signInAsAdmin(page)
  await page.goto('/admin?tab=products')
  await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible()
}

/** What a signed-out shopper finds searching the shop, in a browser of their own. */
async function shopSearch(browser: Browser, query: string) {
  const context = await browser.newContext()
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'necessary-only'))
  const visitor = await context.newPage()
  await visitor.goto(`/shop?q=${encodeURIComponent(query)}`)
  return { visitor, close: () => context.close() }
}

const png = () =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer()

test('an admin adds a product with an uploaded image, shoppers find it, and stock, edit and delete follow', async ({
  page,
  browser,
}) => {
  test.slow()
  const name = uniqueName('Journey Desk Mat')
  await openProductsTab(page)

  await page.getByRole('button', { name: 'Add Product' }).click()
  const form = page.getByRole('dialog', { name: 'Add New Product' })
  await form.getByRole('button', { name: 'Add Product' }).click()
  await expect(form.getByText('Please fill in all required fields').first()).toBeVisible()
  await expect(form.getByText('Price must be greater than 0')).toBeVisible()
  await form.getByLabel('Product Name *').fill('J')
  await form.getByLabel('Price (₹, before tax) *').fill('0')
  await form.getByRole('button', { name: 'Add Product' }).click()
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Price must be greater than 0')).toBeVisible()

  await form.getByLabel('Product Name *').fill(name)
  await form.getByLabel('Brand *').fill('Kavach')
  await form.getByLabel('Category *').selectOption('work-essentials')
  await form.getByLabel('Subcategory').selectOption('desk-setup')
  // The HSN code follows the category until staff type their own; the rate is 18 % unless set.
  await expect(form.getByLabel('HSN Code')).toHaveValue('39269099')
  await expect(form.getByLabel('GST Rate')).toHaveValue('18')
  // What the product is fills in its code and rate.
  const kind = form.getByLabel('What it is (sets its tax code and rate)')
  await kind.selectOption({ label: 'Desk mat, lanyard or strap (textile): 63079090, 5 %' })
  await expect(form.getByLabel('HSN Code')).toHaveValue('63079090')
  await expect(form.getByLabel('GST Rate')).toHaveValue('5')
  await kind.selectOption({ label: 'Power bank: 85076000, 18 %' })
  await expect(form.getByLabel('GST Rate')).toHaveValue('18')
  await form.getByLabel('HSN Code').fill('48201')
  await expect(kind).toHaveValue('')
  await form.getByLabel('GST Rate').selectOption('5')
  // Prices as shoppers see them fill in the prices before tax.
  await form.getByLabel('Shelf price (₹, GST included)').fill('399')
  await expect(form.getByLabel('Price (₹, before tax) *')).toHaveValue('380')
  await expect(form.getByLabel('Shelf price (₹, GST included)')).toHaveAccessibleDescription(
    'Stored as ₹380 before tax; ₹380 before tax shows it too',
  )
  await form.getByLabel('MRP (₹, GST included)').fill('999')
  await expect(form.getByLabel('Original Price (₹, before tax)')).toHaveValue('951.43')
  await form.getByLabel('Price (₹, before tax) *').fill('749')
  await form.getByLabel('Original Price (₹, before tax)').fill('999')
  await form
    .getByLabel('Upload Image')
    .setInputFiles({ name: 'mat.png', mimeType: 'image/png', buffer: await png() })
  await expect(form.getByRole('img', { name: 'Product image preview' })).toHaveAttribute(
    'src',
    /^\/uploads\/products\/.+\.webp$/,
  )
  await form
    .getByLabel('Description (Optional)')
    .fill('A mat for the whole desk.\n\n- Stitched edges\n- <b>Water</b> resistant')
  await form.getByLabel('New feature').fill('Stitched edges')
  await form.getByRole('button', { name: 'Add Feature' }).click()
  await form.getByLabel('New feature').fill('Water resistant')
  await form.getByLabel('New feature').press('Enter')
  await form.getByRole('button', { name: 'Remove feature Stitched edges' }).click()
  await form.getByLabel('Tag label').fill('X')
  await form.getByRole('button', { name: 'Add Tag' }).click()
  await expect(form.getByText('Tag label must be at least 2 characters')).toBeVisible()
  await form.getByLabel('Tag label').fill('Bestseller')
  await form.getByLabel('Tag colour').selectOption('purple')
  await form.getByRole('button', { name: 'Add Tag' }).click()
  await expect(form.getByRole('button', { name: 'Remove tag Bestseller' })).toBeVisible()
  await form.getByLabel('Featured').check()
  await form.getByRole('button', { name: 'Add Product' }).click()
  await expect(form.getByLabel('HSN Code')).toHaveAccessibleDescription(
    /HSN code must be 4, 6 or 8 digits$/,
  )
  await form.getByLabel('HSN Code').fill('482010')
  await form.getByRole('button', { name: 'Add Product' }).click()
  await expect(form).toBeHidden()

  const card = page.getByRole('article', { name })
  await expect(page.getByRole('article').first()).toHaveAccessibleName(name)
  await expect(card.getByText('Featured', { exact: true })).toBeVisible()
  await expect(card.getByText('work essentials')).toBeVisible()
  await expect(card.getByText('₹749', { exact: true })).toBeVisible()
  await expect(card.getByText('₹999', { exact: true })).toBeVisible()
  await expect(card.getByText('In Stock', { exact: true })).toBeVisible()
  await expect(card.getByText('No ratings yet')).toBeVisible()

  const shop = await shopSearch(browser, name)
  const shopCard = shop.visitor.getByRole('main').getByRole('article', { name })
  await expect(shopCard).toBeVisible()
  // A product nobody has rated yet says so, rather than showing empty stars and 0.0 (0).
  await expect(shopCard.getByText('No ratings yet')).toBeVisible()
  await expect(shopCard.getByText('0.0 (0)')).toHaveCount(0)
  // ₹749 and ₹999 before tax, at the 5 % staff chose: ₹786 (786.45), was ₹1,049 (1,048.95).
  await expect(shopCard.getByText('₹786', { exact: true })).toBeVisible()
  await expect(shopCard.getByText('₹1,049', { exact: true })).toBeVisible()
  // Its page reads the description as staff wrote it: a paragraph, then a list, markup as text.
  await shopCard.getByRole('link', { name }).first().click()
  const about = shop.visitor.getByRole('region', { name: 'About this product' })
  await expect(about.getByText('A mat for the whole desk.')).toBeVisible()
  await expect(about.getByRole('listitem')).toHaveText(['Stitched edges', '<b>Water</b> resistant'])
  await shop.close()

  await card.getByRole('button', { name: 'Mark Out of Stock' }).click()
  await expect(card.getByText('Out of Stock', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Mark In Stock' })).toBeVisible()
  const emptyShop = await shopSearch(browser, name)
  await expect(emptyShop.visitor.getByRole('heading', { name: 'No Products Found' })).toBeVisible()
  await emptyShop.close()

  await card.getByRole('button', { name: 'Edit' }).click()
  const editForm = page.getByRole('dialog', { name: 'Edit Product' })
  await expect(editForm.getByLabel('Product Name *')).toHaveValue(name)
  await expect(editForm.getByLabel('Subcategory')).toHaveValue('desk-setup')
  await expect(editForm.getByText('Water resistant')).toBeVisible()
  await expect(editForm.getByLabel('HSN Code')).toHaveValue('482010')
  await expect(editForm.getByLabel('GST Rate')).toHaveValue('5')
  await editForm.getByLabel('Price (₹, before tax) *').fill('699')
  await editForm.getByRole('button', { name: 'Update Product' }).click()
  await expect(editForm).toBeHidden()
  await expect(card.getByText('₹699', { exact: true })).toBeVisible()
  await expect(card.getByText('Out of Stock', { exact: true })).toBeVisible()

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this product?')
    void dialog.accept()
  })
  await card.getByRole('button', { name: 'Delete' }).click()
  await expect(card).toBeHidden()
  await page.getByRole('searchbox', { name: 'Search products...' }).fill(name)
  await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Your First Product' })).toBeVisible()
})

test('the product filters narrow the list, and failed calls say so in alerts', async ({ page }) => {
  test.slow()
  await openProductsTab(page)
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Filter by category' })).toHaveValue('')

  const charger = cards.filter({ hasText: 'Anker Nano 65W GaN Charger' })
  await page.getByRole('searchbox', { name: 'Search products...' }).fill('Anker Nano')
  await expect(cards).toHaveCount(1)
  await page.getByRole('combobox', { name: 'Filter by category' }).selectOption('cases')
  await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Filter by category' }).selectOption('chargers')
  await expect(charger.getByText('chargers')).toBeVisible()
  await page.getByRole('combobox', { name: 'Filter by stock status' }).selectOption('false')
  await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Filter by stock status' }).selectOption('true')
  await expect(cards).toHaveCount(1)
  await expect(charger.getByText('In Stock', { exact: true })).toBeVisible()

  await page.route('**/api/admin/products/*', (route) =>
    route.fulfill({ status: 500, json: { message: '' } }),
  )
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void (dialog.type() === 'confirm' ? dialog.accept() : dialog.dismiss())
  })
  await charger.getByRole('button', { name: 'Mark Out of Stock' }).click()
  await expect.poll(() => alerts).toContain('Failed to update stock status')
  await expect(charger.getByText('In Stock', { exact: true })).toBeVisible()
  await charger.getByRole('button', { name: 'Delete' }).click()
  await expect.poll(() => alerts).toContain('Failed to delete product')
  await expect(charger).toBeVisible()

  await page.getByRole('button', { name: 'Add Product' }).click()
  await page
    .getByRole('dialog', { name: 'Add New Product' })
    .getByLabel('Upload Image')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a png') })
  await expect
    .poll(() => alerts)
    .toContain('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded')
})

test('an admin exports the products, changes a price and adds a product in the file, checks it and imports it', async ({
  page,
}) => {
  await openProductsTab(page)
  const link = page.getByRole('link', { name: 'Export products CSV' })
  const exported = await page.request.get((await link.getAttribute('href')) ?? '')
  expect(exported.status()).toBe(200)
  const [header = '', ...lines] = (await exported.text()).slice(1).split('\r\n').filter(Boolean)
  const columns = header.split(',')
  const priceAt = columns.indexOf('price')
  // A line without quoted fields, so splitting at commas reads it.
  const first = (lines.find((line) => !line.includes('"')) ?? '').split(',')
  expect(first).toHaveLength(columns.length)
  const name = uniqueName('Imported Stand')
  const changed = first
    .map((cell, i) => (i === priceAt ? (Number(cell) + 1).toFixed(2) : cell))
    .join(',')
  const added = columns
    .map(
      (column) =>
        ({
          name,
          brand: 'Kavach',
          category: 'work-essentials',
          subcategory: 'desk-setup',
          price: '499',
          image: '/uploads/products/placeholder.webp',
          sku: `${name.replace(/\W+/g, '-').toUpperCase()}`,
          stock: '7',
        })[column] ?? '',
    )
    .join(',')
  const file = {
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, changed, added].join('\r\n')),
  }

  await page.getByRole('button', { name: 'Import products CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' })
  await dialog.getByLabel('CSV file of products').setInputFiles(file)
  // The report, not the busy button's spinner, which is a status too.
  const report = dialog.getByRole('status').filter({ hasText: /products/ })
  await expect(report).toContainText('The file is ready: it would add 1 and change 1 products')
  await expect(report).toContainText(`Line 3: ${name} (1 variant)`)
  await expect(report).toContainText('1 to change')
  await expect(report).toContainText('(price)')
  await dialog.getByRole('button', { name: 'Import products.csv' }).click()
  await expect(report).toContainText(/Added 1 and changed \d+ products/)
  // What the shop now holds is what the file said.
  const after = await (await page.request.get((await link.getAttribute('href')) ?? '')).text()
  expect(after).toContain(changed)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('searchbox', { name: 'Search products...' }).fill(name)
  await expect(page.getByText(name)).toBeVisible()

  // A bad file is refused whole, each problem on its line and column.
  await page.getByRole('button', { name: 'Import products CSV' }).click()
  await dialog.getByLabel('CSV file of products').setInputFiles({
    ...file,
    buffer: Buffer.from([header, added.replace(',499,', ',-5,')].join('\r\n')),
  })
  await expect(dialog.getByRole('alert')).toContainText(
    'Nothing was imported: 1 line has a problem',
  )
  await expect(dialog.getByRole('alert')).toContainText(
    'line 2, price: Price must be greater than 0',
  )
  await expect(dialog.getByRole('button', { name: /^Import products/ })).toHaveCount(0)
})
