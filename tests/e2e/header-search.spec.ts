// The search box in the header of every page but the shop's: suggestions as the shopper types, in
// their own words, and Enter for the whole search. Needs the demo store's products and phones.
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('a shopper on a phone picks a suggestion by tap or key, or searches the whole shop', async ({
  page,
}) => {
  await page.goto('/about')
  const box = page.getByRole('combobox', { name: 'Search Kavach' })
  const list = page.getByRole('listbox', { name: 'Suggestions' })

  // Half a shopper's phrase already finds tempered glass, and its category.
  await box.fill('screen gu')
  await expect(list.getByRole('option').first()).toContainText('Glass')
  await expect(list.getByRole('option', { name: /^Tempered Glass Category$/ })).toBeVisible()
  await list.getByRole('option', { name: /^Tempered Glass Category$/ }).click()
  await expect(page).toHaveURL(/\/shop\/category\/tempered-glass$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tempered Glass' })).toBeVisible()

  // A phone named in full comes first among phones; choosing it shows the shop for it.
  await page.goto('/contact')
  await box.fill('iphone 16 case')
  const phone = list.getByRole('option', { name: /^iPhone 16 Shop what fits this Apple phone$/ })
  await expect(phone).toBeVisible()
  await expect(list.getByRole('option', { name: /^Cases Category$/ })).toBeVisible()
  await phone.click()
  await expect(page).toHaveURL(/\/shop\/phone\/iphone-16$/)
  await expect(page.getByText('Showing what fits iPhone 16.')).toBeVisible()

  // From the keyboard: down to the first product, Escape closes, Enter opens it.
  await page.goto('/cart')
  await box.fill('clear armour')
  const first = list.getByRole('option').first()
  await expect(first).toContainText('Kavach Clear Armour Case')
  await box.press('ArrowDown')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '')
  await box.press('Escape')
  await expect(list).toBeHidden()
  await box.press('ArrowDown')
  await box.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kavach Clear Armour Case' }),
  ).toBeVisible()

  // Enter with no suggestion chosen searches the shop in the shopper's words.
  await page.goto('/')
  await box.fill('back cover')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/shop\?q=back\+cover$/)
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('back cover')
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('Case')
  // The shop's pages search with their own box.
  await expect(box).toHaveCount(0)
})
