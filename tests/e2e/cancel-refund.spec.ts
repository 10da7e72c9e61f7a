// A shopper cancels a paid order from the dashboard and is refunded without writing to anyone;
// staff refund part of another from the order dialog. The simulator settles each refund a moment
// later with a signed `refund.processed` webhook, as Razorpay would.
import { registerAndVerify } from './support/accounts.ts'
import { findAdminOrder, openOrderDialog } from './support/admin-orders.ts'
import { buyChargerOnline } from './support/checkout.ts'
import { expect, test } from './support/test.ts'

test.describe('at 360 × 780', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('a shopper cancels a paid order the same day and sees the refund on its timeline', async ({
    page,
  }) => {
    test.slow()
    await registerAndVerify(page, 'Kiran Shah')
    const order = await buyChargerOnline(page)

    await order.getByRole('button', { name: 'Cancel order' }).click()
    const dialog = page.getByRole('dialog', { name: /^Cancel order KV-/ })
    await expect(
      dialog.getByText(
        /The ₹3,893.00 you paid goes back .*: the refund starts now and completes in 7-14 days/,
      ),
    ).toBeVisible()
    await dialog.getByLabel('Why are you cancelling?').selectOption('other')
    await dialog.getByRole('button', { name: 'Cancel Order' }).click()
    await expect(dialog.getByText('Reason must be at least 3 characters')).toBeVisible()
    await dialog.getByLabel('Tell us why').fill('Bought one in a shop nearby')
    await dialog.getByRole('button', { name: 'Cancel Order' }).click()

    await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(order.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(order.getByText('Refund of ₹3,893.00 initiated')).toBeVisible()
    await expect(order.getByText('Payment: Refunded')).toBeVisible()
    await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)

    // The simulated bank answers in a moment; the dashboard shows it on the next visit.
    await expect(async () => {
      await page.reload()
      await expect(order.getByText('Refund of ₹3,893.00 processed')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await expect(order.getByRole('link', { name: /^Credit note CN\// })).toBeVisible()
    await order.getByText('Order timeline').click()
    await expect(
      order.getByRole('list', { name: 'Order timeline' }).getByRole('listitem'),
    ).toHaveText([
      /^Order placed/,
      /^Payment received/,
      /^Invoice KV\/.* issued/,
      /^Cancelled by you: Bought one in a shop nearby/,
      /^Refund of ₹3,893.00 initiated/,
      /^Refund of ₹3,893.00 processed/,
      /^Credit note CN\/.* issued/,
    ])
  })
})

test('staff refund part of a paid order from its dialog', async ({ page, browser }) => {
  test.slow()
  await registerAndVerify(page, 'Dev Malhotra')
  const order = await buyChargerOnline(page)
  const orderNumber = ((await order.getAttribute('aria-label')) ?? '').replace('Order ', '')

  const { admin } = await findAdminOrder(browser, orderNumber)
  const details = await openOrderDialog(admin, orderNumber)
  await expect(details.getByText('Up to ₹3,893.00 can go back')).toBeVisible()
  await details.getByLabel('Amount (₹)').fill('4000')
  await details.getByLabel('Reason').fill('Scratched on arrival')
  await details.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(details.getByText('At most ₹3,893.00 can still be refunded')).toBeVisible()
  await details.getByLabel('Amount (₹)').fill('500')
  await details.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(admin.getByText('Refund initiated', { exact: true })).toBeVisible()
  await expect(details.getByText('Refunded or being refunded: ₹500.00')).toBeVisible()
  await expect(details.getByText('Up to ₹3,393.00 can go back')).toBeVisible()
  await expect(
    details.getByRole('list', { name: 'Order timeline' }).getByText('Refund of ₹500.00 initiated'),
  ).toBeVisible()
  await admin.context().close()

  await page.reload()
  await expect(order.getByText(/^Refund of ₹500.00 (initiated|processed)$/)).toBeVisible()
  await expect(order.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(order.getByText('Payment: Partly refunded')).toBeVisible()
})
