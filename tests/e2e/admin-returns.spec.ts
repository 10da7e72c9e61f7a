// Staff decide returns on a 390 px phone: the Orders tab's Returns view lists what shoppers asked
// back, the longest waiting first; staff approve one with a courier pickup (its AWB shown) and
// receive it, which sends an exchange's replacement as a new parcel, or reject one, saying why.
import type { Page } from '@playwright/test'
import { openAdminPage, registerAndVerify } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import { CHARGER } from './support/checkout.ts'
import { askReturn, deliveredCashOrder, findProduct } from './support/returns.ts'
import { expect, test } from './support/test.ts'

/** The courier simulator's parcels: its name, and an AWB. */
const SIMULATED_PARCEL = /Kavach Express \(simulated\), AWB 77\d+/
const CASE = 'Kavach Clear Armour Case'

test.use({ viewport: { width: 390, height: 844 } })

/** The Orders tab's Returns view, narrowed to one shopper's returns by their email. */
async function openReturns(admin: Page, email: string) {
  await admin.goto('/admin?tab=orders')
  await admin.getByRole('button', { name: 'Returns', exact: true }).click()
  await expect(admin.getByRole('button', { name: 'Returns', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(admin).toHaveURL(/[?&]view=returns/)
  await admin.getByRole('searchbox', { name: 'Search returns...' }).fill(email)
}

const showState = (admin: Page, state: string) =>
  admin.getByRole('combobox', { name: 'Filter by return state' }).selectOption({ label: state })

test('staff approve an exchange with a courier pickup, receive it, and the replacement is sent', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = await registerAndVerify(page, 'Meera Iyer')
  const product = await findProduct(page, CASE)
  const model = (name: string) =>
    product.variants.find((v) => v.options['Phone model'] === name)?.id ?? ''
  const admin = await openAdminPage(browser)
  const order = await deliveredCashOrder(page, admin, {
    productId: product.id,
    variantId: model('iPhone 15'),
  })
  const wanted = order.offer?.items[0]?.exchangeFor.find((v) => v.label === 'Galaxy S25')
  expect(wanted).toBeDefined()
  const number = await askReturn(page, order, {
    reason: 'wrong_model',
    resolution: 'exchange',
    exchangeVariantId: wanted?.variantId ?? '',
    comment: 'I have a Galaxy S25, not an iPhone',
  })

  await openReturns(admin, email)
  await expect(
    admin.getByRole('heading', { name: '1 open return, the longest waiting first' }),
  ).toBeVisible()
  const row = admin.getByRole('listitem', { name: `Return ${number}` })
  await expect(row.getByText('Asked for', { exact: true })).toBeVisible()
  await expect(row).toContainText(/asked (just now|1 minute ago)/)
  await expect(row).toContainText('Meera Iyer')
  await expect(row).toContainText(`${CASE} (iPhone 15) × 1`)
  await expect(row).toContainText('Bought for the wrong phone model')
  await expect(row).toContainText(`Exchange for ${CASE} (Galaxy S25)`)
  await expect(row).toContainText('“I have a Galaxy S25, not an iPhone”')
  await expect(row.getByRole('link', { name: `Order ${order.orderNumber}` })).toHaveAttribute(
    'href',
    `/admin?tab=orders&view=returns&order=${order.orderNumber}`,
  )
  expect(await axeViolations(admin)).toEqual([])
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await row.getByRole('button', { name: `Approve return ${number}` }).click()
  const approve = admin.getByRole('dialog', { name: `Approve return ${number}` })
  await expect(approve.getByRole('radio', { name: 'Courier pickup' })).toBeChecked()
  await expect(approve.getByRole('radio', { name: 'The shopper sends it' })).not.toBeChecked()
  expect(await axeViolations(admin)).toEqual([])
  await approve.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(admin.getByText('Return approved')).toBeVisible()
  await expect(approve).toBeHidden()
  await expect(row.getByText('Approved', { exact: true })).toBeVisible()
  await expect(row).toContainText(SIMULATED_PARCEL)
  const pickup = row.getByRole('link', { name: /Track pickup/ })
  await expect(pickup).toHaveAttribute('href', /\/tracking\/77\d+$/)
  await expect(pickup).toHaveAttribute('target', '_blank')
  // The keyboard is back on the return it acted on.
  await expect(row.getByRole('heading', { name: number })).toBeFocused()

  await row.getByRole('button', { name: `Receive return ${number}` }).click()
  const receive = admin.getByRole('dialog', { name: `Receive return ${number}` })
  await expect(receive).toContainText('The replacement is booked with the courier')
  // Nothing is paid out for an exchange, even on a cash-on-delivery order.
  await expect(receive.getByRole('group', { name: 'Refund paid out by' })).toHaveCount(0)
  await receive.getByRole('button', { name: 'Receive', exact: true }).click()
  await expect(receive.getByText('Choose resellable or damaged')).toBeVisible()
  await receive.getByRole('radio', { name: 'Resellable' }).check()
  await receive.getByRole('button', { name: 'Receive', exact: true }).click()
  await expect(admin.getByText('Return received')).toBeVisible()
  // Closed, it leaves the open returns; the keyboard lands on the list's heading.
  await expect(row).toHaveCount(0)
  const summary = admin.getByRole('heading', { name: '0 open returns, the longest waiting first' })
  await expect(summary).toBeFocused()

  await showState(admin, 'Exchanged')
  await expect(row.getByText('Exchanged', { exact: true })).toBeVisible()
  await expect(row).toContainText('Resellable, back on sale')
  const replacement = row.getByRole('definition').filter({ hasText: 'Track replacement' })
  await expect(replacement).toContainText(SIMULATED_PARCEL)
  await expect(replacement.getByRole('link', { name: /Track replacement/ })).toHaveAttribute(
    'href',
    /\/tracking\/77\d+$/,
  )
  await expect(row.getByRole('button')).toHaveCount(0)

  // The return's order opens from it.
  await row.getByRole('link', { name: `Order ${order.orderNumber}` }).click()
  const details = admin.getByRole('dialog', { name: `Order ${order.orderNumber}` })
  await expect(details.getByRole('region', { name: 'Timeline' })).toContainText(
    `Return ${number} received by the shop`,
  )
  await details.getByRole('button', { name: 'Close' }).click()
  await expect(admin).not.toHaveURL(/[?&]order=/)
  await admin.context().close()
})

test('staff reject a refund, saying why, and it shows as rejected', async ({ page, browser }) => {
  test.slow()
  const email = await registerAndVerify(page, 'Arjun Nair')
  const charger = await findProduct(page, CHARGER)
  const admin = await openAdminPage(browser)
  const order = await deliveredCashOrder(page, admin, { productId: charger.id })
  const number = await askReturn(page, order, { reason: 'changed_mind', resolution: 'refund' })

  // The dashboard counts it among the open returns and leads to them.
  await admin.goto('/admin')
  const figures = admin.getByRole('region', { name: 'Returns' })
  await expect(figures.getByText('Open returns', { exact: true })).toBeVisible()
  await figures.getByRole('link', { name: /^Act on the \d+ open returns?$/ }).click()
  await expect(admin).toHaveURL(/[?&]tab=orders&view=returns/)
  await expect(admin.getByRole('button', { name: 'Returns', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await admin.getByRole('searchbox', { name: 'Search returns...' }).fill(email)
  const row = admin.getByRole('listitem', { name: `Return ${number}` })
  await expect(row).toContainText('Changed my mind')
  await expect(row).toContainText(/Refund of ₹[\d,]+\.\d\d · cash on delivery, paid out by hand/)
  await row.getByRole('button', { name: `Reject return ${number}` }).click()
  const reject = admin.getByRole('dialog', { name: `Reject return ${number}` })
  const reason = reject.getByRole('textbox', { name: 'Reason' })
  await reason.fill('No')
  await reject.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(reject.getByText('Reason must be at least 3 characters')).toBeVisible()
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await reason.fill('The charger was used and the seal is broken')
  await reject.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(admin.getByText('Return rejected')).toBeVisible()
  await expect(row).toHaveCount(0)

  await showState(admin, 'Rejected')
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible()
  await expect(row).toContainText('The charger was used and the seal is broken')
  await expect(row.getByRole('button')).toHaveCount(0)
  await admin.context().close()
})
