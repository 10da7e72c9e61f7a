// Shoppers search in their own words, and staff teach the search new ones. Needs the demo store's
// synonyms and products.
import { signInAsAdmin } from './support/accounts.ts'
import { expect, test } from './support/test.ts'

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a shopper searching "back cover" sees cases first', async ({ page }) => {
    await page.goto('/shop')
    await page.getByRole('searchbox', { name: 'Search products' }).fill('back cover')
    await expect(page).toHaveURL(/q=back\+cover/)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toContainText('Case')
    expect(await cards.count()).toBeGreaterThanOrEqual(5)
    for (let i = 0; i < 5; i++) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(/Case|Folio/)
    }
  })

  test('a search that finds nothing offers the nearest searches that do, and the phone finder', async ({
    page,
  }) => {
    await page.goto('/shop?q=bak+cuver')
    const box = page.getByRole('searchbox', { name: 'Search products' })
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()
    const nearest = page.getByRole('navigation', { name: 'Did you mean' })
    await expect(nearest.getByRole('link').first()).toHaveText(/^back cover \(\d+ products\)$/)
    await nearest.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/shop\?q=back\+cover$/)
    await expect(box).toHaveValue('back cover')
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Case')
    // Back is the search as it was typed.
    await page.goBack()
    await expect(box).toHaveValue('bak cuver')
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()

    // The phone finder opens the shop for the phone.
    const finder = page.getByRole('form', { name: 'Find for my phone' })
    await finder.getByLabel('Phone maker').selectOption('Google')
    await finder.getByLabel('Phone model').selectOption({ label: 'Pixel 9' })
    await finder.getByRole('button', { name: 'Show what fits Pixel 9' }).click()
    await expect(page).toHaveURL(/\/shop\/phone\/pixel-9$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pixel 9 Accessories')

    // With a phone kept, nothing found for it offers every phone's.
    await box.fill('armour charger')
    await expect(page.getByText('Only what fits Pixel 9 is shown.')).toBeVisible()
    await expect(nearest.getByRole('link')).toHaveText([/^armour \(\d+ products?\)$/])
    await page.getByRole('button', { name: 'Search every phone' }).click()
    await expect(page).toHaveURL(/\/shop\?q=armour\+charger$/)
    await expect(nearest.getByRole('link').first()).toHaveText(/^charger \(\d+ products\)$/)
    await expect(page.getByRole('button', { name: /^Find for my phone: / })).toHaveAccessibleName(
      'Find for my phone: My phone',
    )
  })
})

test('staff add a shopper’s word and the shop’s search reads it at once', async ({ page }) => {
  test.slow()
  const word = `kavach strap ${Date.now().toString(36)}`
  await signInAsAdmin(page)
  await page.goto('/admin?tab=search-synonyms')
  const tab = page.getByRole('region', { name: /Search Synonyms/ })
  await expect(tab.getByRole('listitem', { name: 'Synonyms for case' })).toContainText(
    'mobile cover',
  )

  await tab.getByRole('button', { name: 'Add Synonyms' }).click()
  const form = page.getByRole('dialog', { name: 'Add Synonyms' })
  await form.getByLabel('Shop word').fill('lanyard')
  await form.getByLabel("Shoppers' words, separated by commas").fill(`${word}, Mobile Cover`)
  await form.getByRole('button', { name: 'Add Synonyms' }).click()
  await expect(form.getByRole('alert')).toHaveText('"mobile cover" already means "case"')
  await form.getByLabel("Shoppers' words, separated by commas").fill(word)
  await form.getByRole('button', { name: 'Add Synonyms' }).click()
  await expect(form).toBeHidden()
  const row = tab.getByRole('listitem', { name: 'Synonyms for lanyard' })
  await expect(row).toContainText(word)

  await page.goto(`/shop?q=${encodeURIComponent(word)}`)
  // The lanyard by name first, then a case with lanyard holes.
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(
    'Kavach Crossbody Phone Lanyard',
  )

  await page.goto('/admin?tab=search-synonyms')
  page.once('dialog', (dialog) => void dialog.accept())
  await tab.getByRole('button', { name: 'Delete synonyms for lanyard' }).click()
  await expect(tab.getByRole('listitem', { name: 'Synonyms for lanyard' })).toHaveCount(0)
})
