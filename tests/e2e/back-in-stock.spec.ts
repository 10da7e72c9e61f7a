// A shopper asks to hear when a sold-out phone case is back; staff count units in; the mail leads
// straight back to the case for that phone.
import type { Page } from '@playwright/test'
import { openAdminPage, uniqueEmail } from './support/accounts.ts'
import { mailsTo } from './support/mailbox.ts'
import { expect, test } from './support/test.ts'
import { uniqueName } from './support/unique-name.ts'

test.use({ viewport: { width: 390, height: 844 } })

/** A case sold out for the iPhone 16 and on sale for the Galaxy S25, made by staff. */
async function soldOutForIphone(admin: Page, name: string) {
  const suffix = Date.now().toString(36).toUpperCase()
  const created = await admin.request.post('/api/admin/products', {
    headers: { origin: new URL(admin.url()).origin },
    data: {
      name,
      brand: 'Kavach',
      category: 'cases',
      price: 499,
      image: 'https://images.example.in/armour.webp',
      options: [{ name: 'Phone model', values: ['iPhone 16', 'Galaxy S25'] }],
      variants: [
        { sku: `BIS-16-${suffix}`, options: { 'Phone model': 'iPhone 16' }, stock: 0 },
        { sku: `BIS-S25-${suffix}`, options: { 'Phone model': 'Galaxy S25' }, stock: 3 },
      ],
    },
  })
  expect(created.status()).toBe(201)
  return (await created.json()) as { product: { id: string; variants: { id: string }[] } }
}

test('a shopper asks to be told, staff count units in, and the mail opens the case for that phone', async ({
  page,
  browser,
}) => {
  const admin = await openAdminPage(browser)
  await admin.goto('/admin')
  const name = uniqueName('Back Soon Case')
  const { product } = await soldOutForIphone(admin, name)
  const email = uniqueEmail('waiting')

  await page.goto(`/product/${product.id}`)
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
