// The shipping form as a shopper in Bengaluru fills it in.
import type { Page } from '@playwright/test'

export async function fillAddress(page: Page) {
  await page.getByLabel('Phone Number').fill('9876543210')
  await page.getByRole('textbox', { name: 'Address' }).fill('12 MG Road, Indiranagar')
  await page.getByLabel('City').fill('Bengaluru')
  await page.getByLabel('State').selectOption('Karnataka')
  await page.getByLabel('Pincode').fill('560038')
}
