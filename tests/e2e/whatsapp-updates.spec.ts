// A shopper on a phone turns on WhatsApp updates at checkout, gets the cash order's confirmation
// request as a WhatsApp message, and turns updates and offers on and off from their profile.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { registerAndVerify } from './support/accounts.ts'
import { addChargerToCart, fillAddress } from './support/checkout.ts'
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 390, height: 844 } })

/** The text of the WhatsApp message the shop wrote (no Cloud API settings) that names `words`. */
async function whatsAppMessage(words: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'whatsapp')
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const { text } = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { text: string }
      if (text.includes(words)) return text
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`No WhatsApp message names ${words}`)
}

const choices = (page: Page) => page.getByRole('region', { name: 'Updates and offers' })

test('a shopper asks for WhatsApp updates at checkout, and turns them off in one tap', async ({
  page,
}) => {
  test.slow()
  await registerAndVerify(page, 'Meera Pillai')
  await page.goto('/dashboard')
  const offers = choices(page).getByRole('checkbox', { name: /Offers and cart reminders/ })
  const whatsapp = choices(page).getByRole('checkbox', { name: /Order updates on WhatsApp/ })
  await expect(offers).not.toBeChecked()
  await expect(whatsapp).not.toBeChecked()
  await offers.check()
  await expect(page.getByText('Preferences saved')).toBeVisible()
  await page.reload()
  await expect(offers).toBeChecked()

  await addChargerToCart(page)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await fillAddress(page)
  await page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' }).check()
  await page.getByRole('radio', { name: 'Cash on delivery (+₹49)' }).check()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/, { timeout: 10_000 })
  const card = page.getByRole('listitem', { name: /^Order KV-\d{8}-\d{4}$/ })
  const orderNumber = ((await card.getAttribute('aria-label')) ?? '').replace('Order ', '')
  expect(await whatsAppMessage(orderNumber)).toMatch(
    new RegExp(
      `^Hi Meera Pillai, please confirm your cash-on-delivery order ${orderNumber} of ₹[\\d,.]+ so we can pack it: http.+/dashboard/orders/${orderNumber}$`,
    ),
  )

  await page.goto('/dashboard')
  await expect(whatsapp).toBeChecked()
  await whatsapp.uncheck()
  await expect(page.getByText('Preferences saved')).toBeVisible()
  await page.reload()
  await expect(whatsapp).not.toBeChecked()
  await expect(offers).toBeChecked()
})
