import type { Browser, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { signInAsAdmin } from './support/accounts.ts'
import { collectDialogs } from './support/dialogs.ts'
import { expect, test } from './support/test.ts'

const pngBanner = (red: number, green: number, blue: number) =>
  sharp({
    create: { width: 320, height: 100, channels: 3, background: { r: red, g: green, b: blue } },
  })
    .png()
    .toBuffer()

async function openGallery(page: Page) {
  await signInAsAdmin(page)
  await page.goto('/admin?tab=gallery')
  await expect(page.getByRole('heading', { name: 'Gallery Management' })).toBeVisible()
}

const giftsTab = (page: Page) => page.getByRole('tab', { name: /^Gifts / })
const stat = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Gallery statistics' })
    .getByRole('listitem')
    .filter({ hasText: label })
const numberIn = async (locator: Locator) =>
  Number(/(\d+)(?: images)?$/.exec((await locator.textContent()) ?? '')?.[1])

async function carouselSources(browser: Browser): Promise<string[]> {
  const visitor = await browser.newPage()
  await visitor.goto('/shop/filter/gifts')
  const carousel = visitor.getByRole('region', { name: 'Featured banners' })
  await expect(carousel).toBeVisible()
  const sources = await carousel
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
  await visitor.close()
  return sources
}

test('an admin uploads gift banners, reorders and deletes them, and visitors see them in the carousel', async ({
  page,
  browser,
}) => {
  test.slow()
  const dialogs = collectDialogs(page).messages
  await openGallery(page)
  await giftsTab(page).click()
  await expect(giftsTab(page)).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel', { name: /^Gifts / })
  await expect(panel.getByRole('listitem').first()).toBeVisible()
  const before = await numberIn(giftsTab(page))
  const totalBefore = await numberIn(stat(page, 'Total Images'))
  await expect(panel.getByRole('listitem')).toHaveCount(before)

  await page.getByRole('button', { name: 'Add Images' }).click()
  const modal = page.getByRole('dialog', { name: 'Upload Images' })
  await modal.getByLabel('Category').selectOption({ label: 'Gifts' })
  await modal.getByRole('button', { name: 'Upload Images' }).click()
  await expect.poll(() => dialogs.at(-1)).toBe('Please select images to upload')
  await modal.getByLabel('Images').setInputFiles([
    { name: 'gift-banner-one.png', mimeType: 'image/png', buffer: await pngBanner(220, 40, 90) },
    { name: 'gift-banner-two.png', mimeType: 'image/png', buffer: await pngBanner(30, 90, 200) },
  ])
  await expect(modal.getByRole('img', { name: 'Preview of gift-banner-one.png' })).toBeVisible()
  await expect(modal.getByRole('img', { name: 'Preview of gift-banner-two.png' })).toBeVisible()
  await modal.getByRole('button', { name: 'Upload Images' }).click()
  await expect.poll(() => dialogs.at(-1)).toBe('Images uploaded successfully!')
  await expect(modal).toBeHidden()

  const after = before + 2
  await expect(giftsTab(page)).toHaveAccessibleName(`Gifts Gift collection banners ${after} images`)
  await expect(stat(page, 'Total Images')).toHaveText(new RegExp(`${totalBefore + 2}$`))
  await expect(stat(page, 'Gifts')).toHaveText(new RegExp(`Gifts\\s*${after}$`))
  const banner = (position: number) =>
    panel.getByRole('listitem', { name: `Banner ${position} of ${after}` })
  await expect(panel.getByRole('listitem')).toHaveCount(after)
  const first = banner(before + 1).getByRole('img')
  const second = banner(after).getByRole('img')
  for (const image of [first, second]) {
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveJSProperty('naturalWidth', 320)
  }
  const one = (await first.getAttribute('src')) ?? ''
  const two = (await second.getAttribute('src')) ?? ''
  expect(one).toMatch(/^\/uploads\/gallery\/.+\.webp$/)
  expect((await carouselSources(browser)).slice(-2)).toEqual([one, two])

  // Reorder by mouse, then by keyboard: focus stays on the arrow that was used.
  await banner(after).hover()
  await expect(banner(after).getByText(`Order: ${after}`)).toBeVisible()
  await banner(after).getByRole('button', { name: 'Move earlier' }).click()
  await expect(banner(before + 1).getByRole('img')).toHaveAttribute('src', two)
  await expect(banner(after).getByRole('img')).toHaveAttribute('src', one)
  await expect(banner(before + 1).getByRole('button', { name: 'Move earlier' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(banner(after).getByRole('img')).toHaveAttribute('src', two)
  const laterArrow = banner(after).getByRole('button', { name: 'Move later' })
  await expect(laterArrow).toBeFocused()
  await expect(laterArrow).toBeDisabled()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(banner(before + 1).getByRole('img')).toHaveAttribute('src', two)
  expect((await carouselSources(browser)).slice(-2)).toEqual([two, one])

  const popup = page.waitForEvent('popup')
  await banner(before + 1).hover()
  await banner(before + 1)
    .getByRole('link', { name: 'Open image in new tab' })
    .click()
  await expect(await popup).toHaveURL(new RegExp(`${two}$`))

  await banner(after).hover()
  await banner(after).getByRole('button', { name: 'Delete image' }).click()
  await expect.poll(() => dialogs.at(-1)).toBe('Image deleted successfully!')
  expect(dialogs.at(-2)).toBe('Are you sure you want to delete this image?')
  await expect(giftsTab(page)).toHaveAccessibleName(
    `Gifts Gift collection banners ${before + 1} images`,
  )
  await expect(stat(page, 'Total Images')).toHaveText(new RegExp(`${totalBefore + 1}$`))
  await expect(panel.getByRole('listitem')).toHaveCount(before + 1)
  await expect(panel.locator(`img[src="${one}"]`)).toHaveCount(0)
  expect(await carouselSources(browser)).not.toContain(one)
})

test('the upload modal refuses a file that is not really an image, and an empty category offers a first upload', async ({
  page,
}) => {
  const dialogs = collectDialogs(page).messages
  await page.route('**/api/admin/gallery', (route) => route.fulfill({ json: { images: [] } }))
  await page.route('**/api/admin/gallery/stats', (route) =>
    route.fulfill({ json: { totalImages: 0, imagesByCategory: {} } }),
  )
  await openGallery(page)
  await expect(page.getByRole('heading', { name: 'No Images Found' })).toBeVisible()
  await expect(giftsTab(page)).toHaveAccessibleName('Gifts Gift collection banners 0 images')
  await page.getByRole('button', { name: 'Add First Image' }).click()

  const modal = page.getByRole('dialog', { name: 'Upload Images' })
  await expect(modal.getByLabel('Category')).toHaveValue('shop')
  await modal.getByLabel('Images').setInputFiles({
    name: 'not-a-picture.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text pretending to be a picture'),
  })
  await modal.getByRole('button', { name: 'Upload Images' }).click()
  await expect
    .poll(() => dialogs.at(-1))
    .toBe('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded')
  await expect(modal.getByRole('button', { name: 'Upload Images' })).toBeEnabled()
  await modal.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal).toBeHidden()
})
