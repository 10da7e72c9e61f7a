import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { typeCode, uniqueEmail } from './support/accounts.ts'
import { latestCode, mailCount } from './support/mailbox.ts'

async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/register')
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('OTP sent to your email! Please check your inbox.')).toBeVisible()
  await expect(page).toHaveURL(/\/verify-otp$/, { timeout: 5_000 })
}

test('a shopper signs up, verifies, signs out, resets the password and signs back in', async ({
  page,
}) => {
  // Eight screens and the spec's own redirect delays (7 s of them) in one journey.
  test.slow()
  const email = uniqueEmail('neha')
  await register(page, 'Neha Kapoor', email, 'first-pass-123')
  await expect(page.getByText('Resend code in')).toBeVisible()

  await typeCode(page, await latestCode(email))
  await expect(page).toHaveURL(/\/$/)
  const banner = page.getByRole('banner')
  await banner.getByRole('button', { name: 'Account menu for Neha Kapoor' }).click()
  await expect(banner.getByText('Bronze Member')).toBeVisible()
  await banner.getByRole('button', { name: 'Logout' }).click()
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot Password?' }).click()
  // The login screen has an 'Email Address' field too: wait for the new screen before typing.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
  const mailsBefore = await mailCount(email)
  await page.getByLabel('Email Address').fill(email)
  await page.getByRole('button', { name: 'Send Reset OTP' }).click()
  await expect(
    page.getByText('Password reset OTP has been sent to your email. Redirecting...'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password$/, { timeout: 5_000 })

  await typeCode(page, await latestCode(email, mailsBefore))
  await page.getByLabel('New Password', { exact: true }).fill('second-pass-456')
  await page.getByLabel('Confirm New Password', { exact: true }).fill('second-pass-456')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Password reset successful! Redirecting to login...')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 })

  await page.getByLabel('Email Address').fill(email.toUpperCase())
  await page.getByLabel('Password', { exact: true }).fill('second-pass-456')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Account menu for Neha Kapoor' })
    .click()
  await expect(page.getByRole('banner').getByText(email)).toBeVisible()
})

test('a wrong code shows the error inline and the right one still works', async ({ page }) => {
  const email = uniqueEmail('arjun')
  await register(page, 'Arjun Das', email, 'arjun-pass-123')
  const code = await latestCode(email)
  await typeCode(page, code === '000000' ? '111111' : '000000')
  await expect(page.locator('form').getByRole('alert')).toHaveText(/Invalid OTP/)
  await expect(page).toHaveURL(/\/verify-otp$/)
  await typeCode(page, code)
  await expect(page).toHaveURL(/\/$/)
})

test('pasting six digits fills every box', async ({ page }) => {
  const email = uniqueEmail('paste')
  await register(page, 'Paste Test', email, 'paste-pass-123')
  const code = await latestCode(email)
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text/plain', text)
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    )
  }, code)
  await expect(page).toHaveURL(/\/$/)
})

test('the sign-in screens check their fields before calling the server', async ({ page }) => {
  await page.goto('/register')
  await page.getByLabel('Full Name').fill('A')
  await page.getByLabel('Email Address').fill('someone@example.in')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByLabel('Confirm Password', { exact: true }).fill('different')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible()
  await expect(page.getByText('Passwords do not match')).toBeVisible()

  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
})

test('the reset form names every problem at one press, in the order of its fields', async ({
  page,
}) => {
  await page.goto('/forgot-password')
  await page.getByLabel('Email Address').fill(uniqueEmail('forgetful'))
  await page.getByRole('button', { name: 'Send Reset OTP' }).click()
  await expect(page).toHaveURL(/\/reset-password$/, { timeout: 5_000 })
  const problems = page.locator('form').getByRole('alert')

  await page.getByLabel('New Password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(problems).toHaveText([
    'Please enter all 6 digits of the OTP',
    'Password must be at least 8 characters long',
    'Passwords do not match',
  ])
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused()

  await typeCode(page, '12')
  await page.getByLabel('New Password', { exact: true }).fill('long-enough-1')
  await page.getByLabel('Confirm New Password', { exact: true }).fill('long-enough-2')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(problems).toHaveText([
    'Please enter all 6 digits of the OTP',
    'Passwords do not match',
  ])
  await expect(page.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeFocused()
  await page.keyboard.type('3456')
  await expect(problems).toHaveText(['Passwords do not match'])
})

test('a wrong password says so in a toast', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email Address').fill(uniqueEmail('nobody'))
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
})

test('the OTP screens send visitors without an email back a step', async ({ page }) => {
  await page.goto('/verify-otp')
  await expect(page).toHaveURL(/\/register$/)
  await page.goto('/reset-password')
  await expect(page).toHaveURL(/\/forgot-password$/)
})

test('Google sign-in says it is not set up when the shop has no Google keys', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
  await expect(page.getByText('Google sign-in is not set up for this shop yet.')).toBeVisible()
})

test('a signed-in shopper edits the profile, and the email stays read-only', async ({ page }) => {
  const email = uniqueEmail('profile')
  await register(page, 'Rohan Mehta', email, 'rohan-pass-123')
  await typeCode(page, await latestCode(email))
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
  await expect(page.getByText('Bronze Member')).toBeVisible()
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await expect(page.getByLabel('Email Address')).toBeDisabled()
  await page.getByLabel('Phone Number').fill('98765')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Phone number must be exactly 10 digits')).toBeVisible()
  await page.getByLabel('Full Name').fill('Rohan M')
  await page.getByLabel('Phone Number').fill('098765 43210')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile updated successfully!')).toBeVisible()
  await expect(page.getByText('9876543210')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Rohan M', { exact: true }).first()).toBeVisible()
})
