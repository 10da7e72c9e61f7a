import type { Page } from '@playwright/test'
import { signInAsAdmin, uniqueEmail } from './support/accounts.ts'
import { collectDialogs } from './support/dialogs.ts'
import { mailsTo } from './support/mailbox.ts'
import { expect, test } from './support/test.ts'

async function sendContactMessage(page: Page, email: string, subject: string) {
  await page.goto('/contact')
  await page.getByLabel('Full Name').fill('Farah Khan')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Phone Number (optional)').fill('9812345678')
  await page.getByLabel('Query Type').selectOption('Order Issue')
  await page.getByLabel('Subject').fill(subject)
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('My parcel shows dispatched but has not moved for a week.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(
    page.getByText('Thank you for your message! We will get back to you within 24 hours.').first(),
  ).toBeVisible()
}

async function openMessagesTab(page: Page, subject: string) {
  await signInAsAdmin(page)
  await page.goto('/admin?tab=messages')
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search messages...' }).fill(subject)
  await expect(
    page.getByRole('region', { name: 'Contact Messages' }).getByRole('listitem'),
  ).toHaveCount(1)
  return page.getByRole('listitem', { name: `Message ${subject}` })
}

test('an admin finds a visitor message, replies by mail, and resolves it off the list', async ({
  page,
}) => {
  const alerts = collectDialogs(page)
  const email = uniqueEmail('visitor')
  const subject = `Parcel stuck ${Date.now().toString(36)}`
  await sendContactMessage(page, email, subject)

  const row = await openMessagesTab(page, subject)
  await expect(page.getByText('1 message', { exact: true })).toBeVisible()
  for (const text of ['New', 'order', 'Farah Khan', email, '9812345678']) {
    await expect(row.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(row.getByText(/^My parcel shows dispatched/)).toBeVisible()

  await row.getByRole('button', { name: new RegExp(`^${subject}`) }).click()
  const details = page.getByRole('dialog', { name: subject })
  await expect(details.getByLabel('Status')).toHaveValue('new')
  await expect(details.getByText('My parcel shows dispatched but has not moved')).toBeVisible()
  const reply = details.getByPlaceholder('Type your reply to the customer...')
  const send = details.getByRole('button', { name: 'Send Reply' })
  await expect(send).toBeDisabled()
  await reply.fill('   ')
  await expect(send).toBeDisabled()
  await reply.fill('Your parcel is moving again; expect it by Friday.')
  await send.click()
  await alerts.last().toBe('Reply sent successfully!')
  await expect(details.getByLabel('Status')).toHaveValue('in-progress')
  await expect(details.getByRole('region', { name: 'Previous replies' })).toContainText(
    'Your parcel is moving again',
  )
  await expect(reply).toHaveValue('')
  await expect
    .poll(async () => (await mailsTo(email)).find((mail) => mail.includes(`Re: ${subject}`)))
    .toContain('Your parcel is moving again')

  await details.getByRole('button', { name: 'Close' }).click()
  await expect(row.getByText('In Progress', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: new RegExp(`^${subject}`) }).click()
  await details.getByLabel('Status').selectOption('Resolved (Will Delete)')
  await expect(details).toBeHidden()
  await expect(row).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No Messages Found' })).toBeVisible()
  await page.reload()
  await page.getByRole('searchbox', { name: 'Search messages...' }).fill(subject)
  await expect(page.getByRole('heading', { name: 'No Messages Found' })).toBeVisible()

  // The dashboard counts the messages this tab lists, the resolved one in neither. Other journeys
  // send and delete messages meanwhile, so both figures are read again until they settle.
  await expect(async () => {
    await page.goto('/admin?tab=dashboard')
    const total = await page
      .getByRole('region', { name: 'Message Statistics' })
      .getByText('Total Messages', { exact: true })
      .locator('xpath=following-sibling::p[1]')
      .innerText()
    await page.goto('/admin?tab=messages')
    await expect(page.getByText(/^[\d,]+ messages?$/)).toHaveText(
      new RegExp(`^${total.replaceAll(',', ',?')} messages?$`),
    )
  }).toPass({ timeout: 20_000 })
})

test('an admin deletes a message after confirming', async ({ page }) => {
  const alerts = collectDialogs(page)
  const subject = `Wrong colour ${Date.now().toString(36)}`
  await sendContactMessage(page, uniqueEmail('visitor'), subject)

  const row = await openMessagesTab(page, subject)
  await row.getByRole('button', { name: `Delete message ${subject}` }).click()
  await alerts.last().toBe('Are you sure you want to delete this contact?')
  await expect(row).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No Messages Found' })).toBeVisible()
})
