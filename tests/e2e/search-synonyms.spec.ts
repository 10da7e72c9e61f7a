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
