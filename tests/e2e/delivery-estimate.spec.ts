// The product page's "Deliver to" box: a pincode's delivery window and cash on delivery.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'

const CHARGER = 'Anker Nano 65W GaN Charger (3 Ports)'

async function openCharger(page: Page) {
  await page.goto(`/shop?q=${encodeURIComponent('Anker Nano')}`)
  await page.getByRole('main').getByRole('link', { name: CHARGER }).click()
  await expect(page.getByRole('heading', { level: 1, name: CHARGER })).toBeVisible()
  return page.getByRole('region', { name: 'Deliver to' })
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport })

    test('a shopper checks a pincode, sees when it arrives and whether COD is offered, and finds it remembered', async ({
      page,
    }) => {
      const box = await openCharger(page)
      const pincode = box.getByLabel('Delivery pincode')
      const check = box.getByRole('button', { name: 'Check' })
      const result = box.getByRole('status')

      await pincode.fill('0110')
      await check.click()
      await expect(result).toHaveText('Pincode must be exactly 6 digits.')
      await expect(pincode).toHaveAttribute('aria-invalid', 'true')

      await pincode.fill('999999')
      await check.click()
      await expect(result).toHaveText(
        'We could not find this pincode. Please check it and try again.',
      )

      await pincode.fill('682555')
      await check.click()
      await expect(result).toContainText(/Arrives \w{3}, \d{1,2} \w{3}/)
      await expect(result).toContainText('Lakshadweep')
      await expect(result).toContainText('Cash on delivery not available here')

      await pincode.fill('110020')
      await check.click()
      await expect(result).toContainText(', Delhi')
      await expect(result).toContainText('Cash on delivery available')
      await expect(pincode).toHaveAccessibleDescription(/Arrives .*Delhi/)

      await page.reload()
      await expect(box.getByLabel('Delivery pincode')).toHaveValue('110020')
      await expect(box.getByRole('status')).toContainText('Cash on delivery available')

      const { violations } = await new AxeBuilder({ page })
        .include('section[aria-labelledby]')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze()
      expect(violations.map((v) => v.id)).toEqual([])
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
      ).toBe(true)
    })
  })
}
