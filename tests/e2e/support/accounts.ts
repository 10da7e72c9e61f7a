// Real accounts for the journeys: the admin the shop was started with, and fresh customers.
import { expect, type Page } from '@playwright/test'
import { latestCode } from './mailbox.ts'

export const E2E_ADMIN = { email: 'owner@kavach.test', password: 'owner-pass-2026' }

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`

export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(code)
}

export async function registerAndVerify(page: Page, name: string, email = uniqueEmail('shopper')) {
  await page.goto('/register')
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('shopper-pass-123')
  await page.getByLabel('Confirm Password', { exact: true }).fill('shopper-pass-123')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/verify-otp$/, { timeout: 5_000 })
  await typeCode(page, await latestCode(email))
  await expect(page).toHaveURL(/\/$/)
  return email
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 })
}
