// Real accounts for the journeys: the admin the shop was started with, and fresh customers.
import { type Browser, expect, type Page } from '@playwright/test'
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

/** Gives the page's browser the admin session the global setup opened (see start-shop.ts). */
export async function signInAsAdmin(page: Page) {
  const cookie = process.env.E2E_ADMIN_COOKIE ?? ''
  const name = cookie.slice(0, cookie.indexOf('='))
  const value = cookie.slice(cookie.indexOf('=') + 1)
  if (!name || !value) throw new Error('The global setup did not sign the E2E admin in')
  const { hostname } = new URL(process.env.E2E_BASE_URL ?? '')
  await page
    .context()
    .addCookies([{ name, value, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' }])
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 })
}

/** A page of its own, signed in as the admin, in a context apart from the shopper's. */
export async function openAdminPage(browser: Browser) {
  const context = await browser.newContext()
  const admin = await context.newPage()
  await admin.addInitScript(() => localStorage.setItem('cookieConsent', 'necessary-only'))
  await signInAsAdmin(admin)
  return admin
}
