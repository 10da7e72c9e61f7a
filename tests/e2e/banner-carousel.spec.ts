// The shop's banners turn every 4 s for a shopper who has not asked for less motion, stand still
// while looked at or paused, and never turn by themselves for one who has.
import type { Page } from '@playwright/test'
import { BANNER_ROTATION_MS } from '../../src/domain/limits.ts'
import { expect, test } from './support/test.ts'

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured banners' })
const dots = (page: Page) => carousel(page).getByRole('button', { name: /^Show banner \d of 3$/ })
async function expectShown(page: Page, position: number) {
  await expect(
    carousel(page).getByRole('button', { name: `Show banner ${position} of 3` }),
  ).toHaveAttribute('aria-current', 'true')
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the banners turn by themselves, hold still under the pointer, and stop when paused', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/shop')
    await expect(dots(page)).toHaveCount(3)
    await expectShown(page, 1)
    await page.clock.runFor(BANNER_ROTATION_MS)
    await expectShown(page, 2)

    await carousel(page).getByRole('img').first().hover({ force: true })
    await page.clock.runFor(2 * BANNER_ROTATION_MS)
    await expectShown(page, 2)
    await page.mouse.move(0, 0)
    await page.clock.runFor(BANNER_ROTATION_MS)
    await expectShown(page, 3)

    await carousel(page).getByRole('button', { name: 'Pause banners' }).click()
    await page.mouse.move(0, 0)
    await page.clock.runFor(2 * BANNER_ROTATION_MS)
    await expectShown(page, 3)
    await carousel(page).getByRole('button', { name: 'Play banners' }).click()
    await page.clock.runFor(BANNER_ROTATION_MS)
    await expectShown(page, 1)
  })
})

test.describe('with less motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the banners stay on the first until the shopper moves them', async ({ page }) => {
    await page.clock.install()
    await page.goto('/shop')
    await expect(carousel(page).getByRole('button', { name: 'Play banners' })).toBeVisible()
    await page.clock.runFor(3 * BANNER_ROTATION_MS)
    await expectShown(page, 1)
    await carousel(page).getByRole('button', { name: 'Next banner' }).click()
    await expectShown(page, 2)
    await carousel(page).getByRole('button', { name: 'Play banners' }).click()
    await page.mouse.move(0, 0)
    await page.clock.runFor(BANNER_ROTATION_MS)
    await expectShown(page, 3)
  })
})
