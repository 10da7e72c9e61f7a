// A signed-in shopper's cart on a phone follows them to a fresh browser, where it joins what they
// put in the cart before signing in; left there, it is recalled by mail, and the mail's link fills
// the cart of yet another browser, signed out. Staff read the figures on their dashboard.
import type { Browser, Page } from '@playwright/test'
import { openAdminPage, registerAndVerify, signIn } from './support/accounts.ts'
import { addChargerToCart, CHARGER } from './support/checkout.ts'
import { mailsTo } from './support/mailbox.ts'
import { expect, test } from './support/test.ts'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

const ARMOUR = 'Kavach Clear Armour Case'
const ARMOUR_LINE = `${ARMOUR} (Pixel 9)`

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'necessary-only'))
  return page
}

async function addArmourCase(page: Page) {
  await page.goto(`/shop?q=${encodeURIComponent(ARMOUR)}`)
  await page.getByRole('main').getByRole('link', { name: ARMOUR, exact: true }).click()
  await page
    .getByRole('group', { name: /^Phone model/ })
    .getByRole('button', { name: 'Pixel 9', exact: true })
    .click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to cart!').first()).toBeVisible()
}

/** The lines the server keeps for the page's shopper, once they number `count`. */
async function untilKept(page: Page, count: number) {
  await expect
    .poll(async () => ((await (await page.request.get('/api/cart')).json()).lines ?? []).length)
    .toBe(count)
}

/** The restore link of the newest reminder mailed to `email`, waiting for it to be written. */
async function restoreLink(email: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const reminders = (await mailsTo(email)).filter((eml) => eml.includes('Kavach cart'))
        // Quoted-printable: joined soft line breaks, "=" as itself.
        const text = (reminders.at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=')
        link = /https?:\/\/\S+\/cart\?restore=[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? ''
        return link
      },
      { timeout: 200_000, intervals: [5_000] },
    )
    .not.toBe('')
  return link
}

test('a signed-in shopper’s cart follows them to a new browser, and a reminder’s link fills a cart', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const email = await registerAndVerify(page, 'Meera Pillai')
  const agreed = await page.request.put('/api/user/preferences', {
    data: { marketingEmails: true },
    headers: { origin: baseURL ?? '' },
  })
  expect(agreed.ok()).toBe(true)
  await addChargerToCart(page)
  await untilKept(page, 1)

  // Another phone: an armour case put in the cart first, then signing in brings the charger.
  const other = await freshPage(browser)
  await addArmourCase(other)
  await signIn(other, email, 'shopper-pass-123')
  await other.goto('/cart')
  await expect(other.getByRole('listitem', { name: CHARGER })).toBeVisible()
  await expect(other.getByRole('listitem', { name: ARMOUR_LINE })).toBeVisible()
  await untilKept(other, 2)

  // Left alone, the cart is recalled by mail; its link fills a signed-out browser's cart.
  const link = await restoreLink(email)
  const stranger = await freshPage(browser)
  await stranger.goto(new URL(link).pathname + new URL(link).search)
  await expect(stranger.getByText('Your cart is back')).toBeVisible()
  await expect(stranger.getByRole('listitem', { name: CHARGER })).toBeVisible()
  await expect(stranger.getByRole('listitem', { name: ARMOUR_LINE })).toBeVisible()
  await expect(stranger).toHaveURL(/\/cart$/)
  // Nobody is signed in there: the link alone brought the lines.
  expect((await stranger.request.get('/api/cart')).status()).toBe(401)
})

test('staff see the carts reminded and how many came back on the dashboard', async ({
  browser,
}) => {
  const admin = await openAdminPage(browser)
  await admin.setViewportSize(PHONE)
  await admin.goto('/admin?tab=dashboard')
  const figures = admin.getByRole('region', { name: 'Abandoned carts' })
  await expect(figures.getByText('Abandoned checkouts')).toBeVisible()
  await expect(figures.getByText('Carts reminded')).toBeVisible()
  await expect(figures.getByText('Came back')).toBeVisible()
  await figures.getByLabel('Over the last').selectOption('7')
  await expect(figures.getByText(/ordered within a week/)).toBeVisible()
})
