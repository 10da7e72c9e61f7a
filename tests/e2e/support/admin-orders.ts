// The admin's Orders tab as staff use it: find an order and open its dialog.
import type { Browser, Page } from '@playwright/test'
import { openAdminPage } from './accounts.ts'

/** A fresh admin page on the Orders tab, the order found by its number and its row returned. */
export async function findAdminOrder(browser: Browser, orderNumber: string) {
  const admin = await openAdminPage(browser)
  await admin.goto('/admin?tab=orders')
  await admin.getByRole('searchbox', { name: 'Search orders...' }).fill(orderNumber)
  return { admin, row: admin.getByRole('listitem', { name: `Order ${orderNumber}` }) }
}

/** Opens the order's dialog from its row. */
export async function openOrderDialog(admin: Page, orderNumber: string) {
  await admin
    .getByRole('listitem', { name: `Order ${orderNumber}` })
    .getByRole('button')
    .click()
  return admin.getByRole('dialog', { name: `Order ${orderNumber}` })
}
