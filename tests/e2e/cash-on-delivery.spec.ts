// A shopper pays on delivery: chosen at checkout where the pincode allows, shown as 'Pay on
// delivery' until the admin marks the order delivered, which makes it paid.
import { readFile } from 'node:fs/promises'
import { registerAndVerify } from './support/accounts.ts'
import { findAdminOrder, openOrderDialog } from './support/admin-orders.ts'
import { addChargerToCart, fillAddress } from './support/checkout.ts'
import { pdfText } from '../../src/server/testing/pdf-text.ts'
import { expect, test } from './support/test.ts'

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport })

    test('a shopper pays on delivery and the order is paid once the admin marks it delivered', async ({
      page,
      browser,
    }) => {
      test.slow()
      await registerAndVerify(page, 'Lakshmi Menon')
      await addChargerToCart(page)
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
      await fillAddress(page)

      const online = page.getByRole('radio', { name: 'Pay online' })
      const cod = page.getByRole('radio', { name: 'Cash on delivery (+₹49)' })
      await expect(online).toBeChecked()
      await page.getByLabel('Pincode').fill('682555')
      await expect(page.getByLabel('State')).toHaveValue('Lakshadweep')
      await expect(cod).toBeDisabled()
      await expect(cod).toHaveAccessibleDescription(
        "Cash on delivery isn't available for pincode 682555",
      )

      await page.getByLabel('Pincode').fill('560038')
      await expect(page.getByLabel('State')).toHaveValue('Karnataka')
      await expect(cod).toBeEnabled()
      // Two chargers come to ₹7,786, over the ₹5,000 cash on delivery is offered for.
      await page.getByRole('button', { name: 'Increase quantity' }).click()
      await expect(cod).toBeDisabled()
      await expect(cod).toHaveAccessibleDescription(
        'Cash on delivery is available for orders up to ₹5,000',
      )
      await page.getByRole('button', { name: 'Decrease quantity' }).click()
      await cod.check()
      // A business buyer's GSTIN goes on the invoice; a mistyped one is named before anything is sent.
      await page.getByRole('checkbox', { name: 'I need a GST invoice for my business' }).check()
      await page.getByLabel('Business Name').fill('Menon Traders')
      await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z5')
      await page.getByRole('button', { name: 'Place order' }).click()
      await expect(page.getByLabel('GSTIN')).toHaveAccessibleDescription(
        /Please enter a valid 15-character GSTIN$/,
      )
      await page.getByLabel('GSTIN').fill('29aagcb7383j1z4')
      // ₹3,893 ships free; the fee is a line of its own.
      await expect(page.getByTestId('cod-fee')).toHaveText('₹49.00')
      await expect(page.getByTestId('total')).toHaveText('₹3,942.00')
      await page.getByRole('button', { name: 'Place order' }).click()

      await expect(page.getByRole('heading', { name: 'Thanks for Purchase!' })).toBeVisible()
      // Placed, not yet confirmed: the shopper is told what is left to do.
      await expect(page.getByText(/is placed: confirm it in your orders/)).toBeVisible()
      await expect(page).toHaveURL(/\/dashboard\?tab=orders$/, { timeout: 5_000 })
      const order = page.getByRole('listitem', { name: /^Order KV-\d{8}-\d{4}$/ })
      await expect(order.getByText('₹3,942.00').first()).toBeVisible()
      await expect(order.getByText('Pending', { exact: true })).toBeVisible()
      await expect(order.getByText('Payment: Pay on delivery')).toBeVisible()
      const orderNumber = ((await order.getAttribute('aria-label')) ?? '').replace('Order ', '')
      // Staff pack a cash-on-delivery order only once its shopper has confirmed it.
      await expect(order.getByText(/Confirm this order by .+ so we can pack it/)).toBeVisible()
      await order.getByRole('button', { name: 'Confirm order' }).click()
      await expect(page.getByText('Order confirmed. We will pack it now.')).toBeVisible()
      await expect(order.getByText('Confirmed', { exact: true })).toBeVisible()
      await expect(order.getByRole('button', { name: 'Confirm order' })).toHaveCount(0)

      const { admin, row } = await findAdminOrder(browser, orderNumber)
      await expect(row.getByText('Payment: Pay on delivery')).toBeVisible()
      const details = await openOrderDialog(admin, orderNumber)
      await expect(details.getByText('Cash on delivery: Pay on delivery')).toBeVisible()
      await details.getByLabel('Status', { exact: true }).selectOption('delivered')
      admin.once('dialog', (dialog) => void dialog.accept())
      await details.getByRole('button', { name: 'Update Order' }).click()
      await expect(details.getByText('Cash on delivery: Paid')).toBeVisible()
      await expect(details.getByRole('link', { name: /^Download invoice / })).toBeVisible()
      await admin.context().close()

      await page.reload()
      await expect(order.getByText('Delivered', { exact: true })).toBeVisible()
      await expect(order.getByText('Payment: Paid')).toBeVisible()
      // Paid at the door, the order has its GST invoice: IGST, since Karnataka is not Delhi.
      const download = page.waitForEvent('download')
      await order.getByRole('link', { name: /^Download invoice KV\/\d{2}-\d{2}\/\d{6}$/ }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^invoice-KV-\d{2}-\d{2}-\d{6}\.pdf$/)
      const invoice = await pdfText(await readFile(await file.path()))
      expect(invoice).toContain('TAX INVOICE')
      expect(invoice).toContain('Menon Traders')
      expect(invoice).toContain('GSTIN: 29AAGCB7383J1Z4')
      expect(invoice).toContain('Place of supply: Karnataka (29)')
      expect(invoice).toContain('85044030')
      expect(invoice).toContain('Cash on delivery fee')
      expect(invoice).toContain('₹3,942.00')
      expect(invoice).toContain('Indian Rupees Three Thousand Nine Hundred Forty-Two Only')
    })
  })
}
