// The shop's toasts: what a shopper sees after adding to the cart, how long it stays, and how a
// keyboard reaches and closes it.
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('the first toast of a visit shows in the frame of the press that raised it, on a slow phone', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto('/shop')
  const button = page.locator('main button', { hasText: 'Add to Cart' }).first()
  await button.scrollIntoViewIfNeeded()

  // Before the press's frame is painted, its toast must already be drawn. What it says is read in
  // that frame too: it closes itself after 2 s, and beside other journeys a 4x slower page can
  // take longer than that to answer a poll for it from outside.
  await button.evaluate((element) => {
    element.addEventListener(
      'click',
      () =>
        requestAnimationFrame(() => {
          document.documentElement.dataset.toastInFrame =
            document.querySelector('[data-toast] [role=alert]')?.textContent ?? 'none'
        }),
      { once: true },
    )
  })
  await button.click()

  await expect(page.locator('html')).toHaveAttribute('data-toast-in-frame', 'Added to cart!')
})

test('a toast closes itself after 2 s, waits while pointed at, and Alt+T and its button close it from the keyboard', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/shop')
  // From here the page's time moves only as the test says.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
  const toast = page.locator('[data-toast]')
  const addToCart = page.locator('main button', { hasText: 'Add to Cart' })

  await addToCart.first().click()
  await expect(toast).toHaveText('Added to cart!')
  await page.clock.runFor(1_900)
  await expect(toast).toBeVisible()
  await page.clock.runFor(200)
  await expect(toast).toHaveCount(0)

  await addToCart.nth(1).click()
  await toast.hover()
  await page.clock.runFor(5_000)
  await expect(toast).toBeVisible()
  await page.mouse.move(0, 0)
  await page.clock.runFor(2_100)
  await expect(toast).toHaveCount(0)

  await addToCart.nth(2).click()
  await page.keyboard.press('Alt+T')
  await expect(toast).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(toast.getByRole('button', { name: 'close' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toast).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Notifications Alt+T' })).toHaveCount(0)
})
