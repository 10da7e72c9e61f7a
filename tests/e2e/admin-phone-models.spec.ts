// Staff keep the phone model list and a product's variants pick from it. Needs the demo
// store's phone models.
import AxeBuilder from '@axe-core/playwright'
import { signInAsAdmin } from './support/accounts.ts'
import { expect, test } from './support/test.ts'

test('staff add a phone model with aliases, find it by one, and fit a new case to it', async ({
  page,
}) => {
  test.slow()
  const suffix = Date.now().toString(36).toUpperCase()
  const name = `Agni ${suffix}`
  const code = `LXA-${suffix}`
  await signInAsAdmin(page)
  await page.goto('/admin?tab=phone-models')
  const tab = page.getByRole('region', { name: /Phone Models/ })
  await expect(tab.getByRole('heading', { name: /Phone Models \(\d{3,}\)/ })).toBeVisible()

  // The demo's models answer to their aliases.
  await tab.getByPlaceholder('Search phone models...').fill('SM-S721')
  await expect(tab.getByRole('listitem', { name: /^Phone model / })).toHaveCount(1)
  await expect(tab.getByRole('listitem', { name: 'Phone model Galaxy S24 FE' })).toContainText(
    'Also known as S24 FE, SM-S721',
  )

  await tab.getByRole('button', { name: 'Add Model' }).click()
  const form = page.getByRole('dialog', { name: 'Add Phone Model' })
  await form.getByLabel('Brand').fill('Lava')
  await form.getByLabel('Series').fill('Agni')
  await form.getByLabel('Model name').fill(name)
  await form.getByLabel('Release year').fill('2024')
  await form.getByLabel('Aliases, separated by commas').fill(`Lava ${name}, ${code}, ${code}`)
  await form.getByRole('button', { name: 'Add Model' }).click()
  await expect(form).toBeHidden()
  await tab.getByPlaceholder('Search phone models...').fill(code.toLowerCase())
  const row = tab.getByRole('listitem', { name: `Phone model ${name}` })
  await expect(row).toContainText(`Also known as Lava ${name}, ${code}`)
  await expect(row).toContainText(`/shop/phone/agni-${suffix.toLowerCase()}`)
  await expect(row).toContainText('No variants fit it yet')
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => v.id)).toEqual([])

  // An alias another model already answers to is refused, and the form says why.
  await tab.getByRole('button', { name: 'Add Model' }).click()
  const again = page.getByRole('dialog', { name: 'Add Phone Model' })
  await again.getByLabel('Brand').fill('Lava')
  await again.getByLabel('Series').fill('Agni')
  await again.getByLabel('Model name').fill(`${name} Pro`)
  await again.getByLabel('Aliases, separated by commas').fill(code.toLowerCase())
  await again.getByRole('button', { name: 'Add Model' }).click()
  await expect(again.getByRole('alert')).toHaveText(`"${code.toLowerCase()}" already names ${name}`)
  await again.getByRole('button', { name: 'Cancel' }).click()

  // A new product's "Phone model" option picks it by its model number.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Products' })
    .click()
  await page.getByRole('button', { name: 'Add Product' }).click()
  const product = page.getByRole('dialog', { name: 'Add New Product' })
  await product.getByRole('button', { name: 'Add Option' }).click()
  await product.getByLabel('Find a phone model').fill(code)
  await product.getByRole('button', { name: `Add ${name}` }).click()
  await product.getByLabel('Find a phone model').fill('S24 FE')
  await product.getByRole('button', { name: 'Add Galaxy S24 FE' }).click()
  await expect(product.getByLabel('Option 1 values, separated by commas')).toHaveValue(
    `${name}, Galaxy S24 FE`,
  )
  await expect(product.getByLabel(`Stock for ${name}`)).toBeVisible()
  await expect(product.getByLabel('Stock for Galaxy S24 FE')).toBeVisible()
})
