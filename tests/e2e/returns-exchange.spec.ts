// Returns on a 390 px phone: a shopper asks to exchange a case bought for the wrong phone for
// another model, staff approve it, the courier collects it, staff receive it and the replacement
// goes out, and the shopper follows each step on the order's page; another asks for a refund of a
// damaged case with a photo and is told where to send it.
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { SAMPLE_PROFILE } from '../../src/domain/shop-profile.ts'
import { addressLines } from '../../src/domain/shop-profile-text.ts'
import { openAdminPage, registerAndVerify } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import { deliveredCaseOrder, origin, RUGGED, scan } from './support/delivered-order.ts'
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 390, height: 844 } })

interface Return {
  _id: string
  number: string
  returnShipment: { awb: string } | null
  exchangeShipment: { awb: string } | null
}

/** Staff approve, reject or receive a return through the admin API; the return as it now is. */
async function staff(admin: APIRequestContext, id: string, step: string, body: object = {}) {
  const done = await admin.post(`/api/orders/admin/returns/${id}/${step}`, {
    headers: origin(),
    data: body,
  })
  expect(done.status(), await done.text()).toBe(200)
  return ((await done.json()) as { return: Return }).return
}

/** The order's newest return, as the shopper's order page reads it. */
async function newestReturn(page: Page, orderNumber: string) {
  const found = await page.request.get(`/api/orders/${orderNumber}`)
  const { order } = (await found.json()) as { order: { returns: Return[] } }
  const [latest] = order.returns
  if (!latest) throw new Error(`${orderNumber} has no return`)
  return latest
}

test('a shopper exchanges a case bought for the wrong phone and follows the replacement', async ({
  page,
  browser,
}) => {
  test.slow()
  await registerAndVerify(page, 'Meera Iyer')
  const admin = await openAdminPage(browser)
  const { orderNumber } = await deliveredCaseOrder(page, admin.request, 'Galaxy S25')

  await page.goto(`/dashboard/orders/${orderNumber}`)
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/^Returns open until \d{1,2} \w+ \d{4}$/)).toBeVisible()
  await page.getByRole('button', { name: 'Return or exchange' }).click()
  const form = page.getByRole('region', { name: 'Return or exchange' })
  await expect(form.getByRole('heading', { name: 'Return or exchange' })).toBeFocused()
  await expect(form.getByText(/within 7 days of delivery/)).toBeVisible()
  // The order's one case is chosen already.
  await expect(
    form.getByRole('checkbox', { name: new RegExp(`^${RUGGED} Galaxy S25`) }),
  ).toBeChecked()

  // Nothing chosen yet: the form says what is missing, beside it.
  await form.getByRole('button', { name: 'Ask for a refund' }).click()
  const reasons = form.getByRole('group', { name: 'Why are you sending it back?' })
  await expect(reasons).toHaveAccessibleDescription('Choose why you are returning it')
  await expect(reasons.getByRole('radio').first()).toBeFocused()

  await reasons.getByRole('radio', { name: 'Bought for the wrong phone model' }).check()
  await form.getByRole('radio', { name: 'Exchange for another model or colour' }).check()
  const model = form.getByLabel('The model or colour you want instead')
  await expect(model.getByRole('option', { name: 'Galaxy S25 Ultra' })).toHaveCount(1)
  await model.selectOption({ label: 'Galaxy S25 Ultra' })
  expect(await axeViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Ask for an exchange' }).click()

  await expect(page.getByText('Return requested')).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  const card = page.getByRole('article', { name: new RegExp(`^Exchange ${orderNumber}-R1$`) })
  await expect(card.getByText('Asked for', { exact: true })).toBeVisible()
  await expect(card.getByText(`1 × ${RUGGED} (Galaxy S25)`)).toBeVisible()
  await expect(card.getByText('Galaxy S25 Ultra', { exact: true })).toBeVisible()
  // Its one case is asked back: nothing is left to send.
  await expect(page.getByRole('button', { name: 'Return or exchange' })).toHaveCount(0)

  const asked = await newestReturn(page, orderNumber)
  const approved = await staff(admin.request, asked._id, 'approve')
  const pickup = approved.returnShipment?.awb ?? ''
  await page.reload()
  await expect(card.getByText('Approved', { exact: true })).toBeVisible()
  await expect(card.getByRole('link', { name: /^Track the pickup/ })).toHaveAttribute(
    'href',
    new RegExp(`${pickup}$`),
  )

  await scan(admin.request, pickup, 'picked_up')
  const received = await staff(admin.request, asked._id, 'receive', { condition: 'resellable' })
  const replacement = received.exchangeShipment?.awb ?? ''
  expect(replacement).toMatch(/^\d+$/)
  await scan(admin.request, replacement, 'picked_up')
  await admin.context().close()

  await page.reload()
  await expect(card.getByText('Exchanged', { exact: true })).toBeVisible()
  await expect(
    card.getByText(/sent your replacement \(Galaxy S25 Ultra\) free of charge/),
  ).toBeVisible()
  await expect(card.getByText(replacement, { exact: true })).toBeVisible()
  const track = card.getByRole('link', { name: /^Track your replacement/ })
  await expect(track).toHaveAttribute('href', new RegExp(`${replacement}$`))
  await expect(track).toHaveAttribute('target', '_blank')
  const timeline = page.getByRole('list', { name: 'Order timeline' })
  const number = asked.number
  for (const step of [
    `Exchange ${number} asked for: Bought for the wrong phone model`,
    new RegExp(`^Return ${number} approved: pickup booked with .+, AWB ${pickup}`),
    new RegExp(`^Return ${number} picked up`),
    `Return ${number} received by the shop`,
    new RegExp(`^Replacement dispatched via .+, tracking ${replacement}`),
  ]) {
    await expect(timeline.getByRole('listitem').filter({ hasText: step })).toHaveCount(1)
  }
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('exchanged-390.png'), fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('a shopper asks for a refund of a damaged case with a photo, and is told where to send it', async ({
  page,
  browser,
}) => {
  test.slow()
  await registerAndVerify(page, 'Farhan Ali')
  const admin = await openAdminPage(browser)
  const { orderNumber } = await deliveredCaseOrder(page, admin.request, 'Galaxy S24 FE')

  await page.goto(`/dashboard/orders/${orderNumber}`)
  await page.getByRole('button', { name: 'Return or exchange' }).click()
  const form = page.getByRole('region', { name: 'Return or exchange' })
  await form.getByRole('radio', { name: 'Arrived damaged' }).check()
  await expect(form.getByText(/^Photos of the fault or damage help/)).toBeVisible()
  await form
    .getByLabel('Photos', { exact: true })
    .setInputFiles(path.resolve(import.meta.dirname, '../../src/web/public/icon-192.png'))
  await expect(form.getByRole('list', { name: 'Your photos' }).getByRole('img')).toHaveCount(1)
  await expect(form.getByText('You get back ₹943.00')).toBeVisible()
  await expect(form.getByText(/we pay it to you by bank transfer or UPI/)).toBeVisible()
  await form.getByLabel('Anything else we should know? (optional)').fill('The corner is cracked')
  await form.getByRole('button', { name: 'Ask for a refund' }).click()

  const card = page.getByRole('article', { name: new RegExp(`^Return ${orderNumber}-R1$`) })
  await expect(card.getByText('Asked for', { exact: true })).toBeVisible()
  await expect(card.getByText('Arrived damaged')).toBeVisible()
  await expect(card.getByText('₹943.00')).toBeVisible()
  await expect(card.getByText('The corner is cracked')).toBeVisible()
  await expect(card.getByRole('list', { name: /^Photos of / }).getByRole('img')).toHaveCount(1)

  const asked = await newestReturn(page, orderNumber)
  await staff(admin.request, asked._id, 'approve', { pickup: 'shopper_sends' })
  await admin.context().close()
  await page.reload()
  await expect(card.getByText('Approved', { exact: true })).toBeVisible()
  await expect(card.getByText(/^Please send the items to us/)).toBeVisible()
  await expect(card.getByText(addressLines(SAMPLE_PROFILE)[0] as string)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
