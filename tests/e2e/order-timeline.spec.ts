// Every step of an order is on its timeline: the shopper reads it in the dashboard, staff in the
// order dialog, and staff name the courier and tracking number as they dispatch the parcel.
import { registerAndVerify } from './support/accounts.ts'
import { findAdminOrder, openOrderDialog } from './support/admin-orders.ts'
import { buyChargerCashOnDelivery } from './support/checkout.ts'
import { expect, test } from './support/test.ts'

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport })

    test('staff dispatch an order with its courier and tracking number, and the shopper follows it', async ({
      page,
      browser,
    }) => {
      test.slow()
      await registerAndVerify(page, 'Meera Iyer')
      const order = await buyChargerCashOnDelivery(page)
      const orderNumber = ((await order.getAttribute('aria-label')) ?? '').replace('Order ', '')
      await order.getByRole('button', { name: 'Confirm order' }).click()
      await expect(page.getByText('Order confirmed. We will pack it now.')).toBeVisible()

      const { admin } = await findAdminOrder(browser, orderNumber)
      const details = await openOrderDialog(admin, orderNumber)
      await details.getByLabel('Status', { exact: true }).selectOption('dispatched')
      await details.getByLabel('Courier').fill('Blue Dart')
      await details.getByLabel('Tracking Number').fill('70512345678')
      admin.once('dialog', (dialog) => void dialog.accept())
      await details.getByRole('button', { name: 'Update Order' }).click()
      const staffTimeline = details.getByRole('list', { name: 'Order timeline' })
      await expect(
        staffTimeline.getByText('Dispatched via Blue Dart, tracking 70512345678'),
      ).toBeVisible()
      await admin.context().close()

      await page.reload()
      await expect(order.getByText('Dispatched', { exact: true })).toBeVisible()
      await expect(order.getByText('Blue Dart tracking number: 70512345678')).toBeVisible()
      const cancel = order.getByRole('button', { name: 'Cancel order' })
      await expect(cancel).toBeDisabled()
      await expect(cancel).toHaveAccessibleDescription(
        'This order has been dispatched and can no longer be cancelled',
      )
      await order.getByText('Order timeline').click()
      const timeline = order.getByRole('list', { name: 'Order timeline' })
      await expect(timeline.getByRole('listitem')).toHaveText([
        /^Order placed/,
        /^Confirmed for cash on delivery/,
        /^Dispatched via Blue Dart, tracking 70512345678/,
        // Cash on delivery is invoiced as the goods leave, the bill travelling with them.
        /^Invoice KV\/\d{2}-\d{2}\/\d{6} issued/,
      ])
      await expect(timeline.locator('time').first()).toHaveText(/\d{4}, \d{1,2}:\d{2}/)
    })
  })
}
