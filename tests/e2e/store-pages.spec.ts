import type { Page } from '@playwright/test'
import { COOKIE_BANNER_DELAY_MS } from '../../src/domain/limits.ts'
import { expect, test } from './support/test.ts'

test.describe('store pages', () => {
  test('About tells the story, stats, values and founder quotes', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Kavach' })).toBeVisible()
    for (const name of ['Our Story', 'What We Stand For', 'From Our Founders']) {
      await expect(page.getByRole('heading', { name })).toBeVisible()
    }
    await expect(page.locator('blockquote')).toHaveCount(2)
    await expect(page).toHaveTitle('About Kavach | Kavach')
  })

  test('Privacy has eight sections, the IT Act and the log retention', async ({ page }) => {
    await page.goto('/privacy')
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: /^\d\. / }),
    ).toHaveCount(8)
    await expect(page.getByText(/Information Technology Act, 2000/).first()).toBeVisible()
    await expect(page.getByText(/kept for 12-24 months/)).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /protects your personal information/,
    )
  })

  test('Refund gives the cancellation rules, returns and exchanges, and refund timings', async ({
    page,
  }) => {
    await page.goto('/refund')
    await expect(
      page.getByText('You cancel on the day of purchase, before 11:59 PM IST.'),
    ).toBeVisible()
    await expect(page.getByText(/choose Cancel order/)).toBeVisible()
    await expect(page.getByText(/the refund starts the moment you cancel/)).toBeVisible()
    await expect(
      page.getByText(/Refunds are initiated in 2-3 days and complete in 7-14 days/),
    ).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('working days')
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible()
    // Returns: the window, what comes back, and nothing left of the old 48-hour rule.
    await expect(page.getByRole('heading', { name: '4. Returns and Exchanges' })).toBeVisible()
    await expect(
      page.getByText('You can return or exchange an item within 7 days of delivery.', {
        exact: false,
      }),
    ).toBeVisible()
    await expect(
      page.getByText(/We arrange a courier pickup from your delivery address/),
    ).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('48 hours')
  })

  test('Shipping shows highlights, zones, the process and three charge tiers', async ({ page }) => {
    await page.goto('/shipping')
    for (const title of ['Pan-India Delivery', '0-14 Days', 'Secure Packaging', 'Live Tracking']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(page.getByRole('row', { name: /Delhi NCR 1-3 business days/ })).toBeVisible()
    await expect(page.getByRole('row', { name: /Rest of India 7-14 business days/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Shipping Process' })).toBeVisible()
    const charges = page
      .getByRole('region', { name: 'Shipping Charges' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      })
    await expect(charges).toHaveCount(3)
    await expect(charges.nth(1)).toContainText('BEST VALUE')
    // One figure for the charge, the one the cart takes, with how it is made.
    await expect(
      page.getByText(
        'Shipping costs ₹69.62 (₹59 + 18% GST) on orders below ₹399 and is free on orders of ₹399+.',
      ),
    ).toBeVisible()
    await expect(charges.first().getByText('₹69.62', { exact: true })).toBeVisible()
    await expect(charges.first().getByText('₹59 + 18% GST', { exact: true })).toBeVisible()
    await expect(page.getByText(/including tax, is ₹399 or more\./)).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('₹70')
    await page.getByRole('link', { name: 'Contact our support team' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('Terms has eight numbered sections updated today', async ({ page }) => {
    await page.goto('/service')
    const sections = page.getByRole('main').getByRole('heading', { level: 2, name: /^\d\. / })
    await expect(sections).toHaveText([
      '1. Acceptance of Terms',
      '2. Definitions',
      '3. Eligibility',
      '4. Product Information',
      '5. Order Processing',
      '6. Shipping and Delivery',
      '7. Privacy and Data Protection',
      '8. Limitation of Liability',
    ])
    const today = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'Asia/Kolkata',
    }).format(new Date())
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toBeVisible()
  })

  test('Disclaimer has five sections, last updated June 29, 2025', async ({ page }) => {
    await page.goto('/disclaimer')
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: /^\d\. / }),
    ).toHaveCount(5)
    await expect(page.getByText('Last updated: June 29, 2025')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toBeVisible()
  })
})

test.describe('contact', () => {
  test('shows the business details and response times', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('main').getByText('support@kavach.shop')).toBeVisible()
    await expect(page.getByText('Support hours: Mon-Fri 9AM-6PM IST')).toBeVisible()
    await expect(page.getByText('within 4 hours')).toBeVisible()
  })

  test('checks the form inline, then sends it and thanks the visitor', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Full Name').fill('R')
    await form.getByLabel('Email Address').fill('not-an-email')
    await form.getByLabel('Phone Number (optional)').fill('12345')
    await form.getByLabel('Message').fill('Too short')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByText('Phone number must be exactly 10 digits')).toBeVisible()
    await expect(form.getByText('Subject is required')).toBeVisible()
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible()

    await form.getByLabel('Full Name').fill('Riya Sen')
    await form.getByLabel('Email Address').fill(`riya.${Date.now()}@example.in`)
    await form.getByLabel('Phone Number (optional)').fill('9123456780')
    await form.getByLabel('Query Type').selectOption('product')
    await form.getByLabel('Subject').fill('Glass for Pixel 9 Pro XL?')
    await form
      .getByLabel('Message')
      .fill('Do you have a matte tempered glass for the Pixel 9 Pro XL?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Thank you for your message! We will get back to you within 24 hours.',
    )
    await expect(form.getByLabel('Subject')).toHaveValue('')
  })

  test("says the form's own words, not a network error, when the shop can't be reached", async ({
    page,
  }) => {
    await page.route('**/api/contact/submit', (route) => route.abort('internetdisconnected'))
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Full Name').fill('Riya Sen')
    await form.getByLabel('Email Address').fill('riya@example.in')
    await form.getByLabel('Query Type').selectOption('product')
    await form.getByLabel('Subject').fill('Glass for Pixel 9 Pro XL?')
    await form.getByLabel('Message').fill('Do you have a matte tempered glass for it?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Failed to send message. Please try again later.')).toBeVisible()
    await expect(page.getByText('Network error or server unreachable')).toHaveCount(0)
    await expect(form.getByLabel('Subject')).toHaveValue('Glass for Pixel 9 Pro XL?')
  })
})

test.describe('cookie banner', () => {
  test.use({ cookieChoice: null })

  /** Moves the page's clock (installed before it loaded) past the banner's wait, not sleeping it. */
  const pastBannerDelay = (page: Page) => page.clock.runFor(COOKIE_BANNER_DELAY_MS + 500)

  test('appears after a second and remembers Accept All Cookies across a reload', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/about')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'Accept All Cookies' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('cookiePreferences'))) ?? ''),
    ).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
    })
    await page.reload()
    await pastBannerDelay(page)
    await expect(banner).toBeHidden()
  })

  test('remembers Necessary Only with only the necessary flag', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await page.getByRole('button', { name: 'Necessary Only' }).click()
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('necessary-only')
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('cookiePreferences'))) ?? ''),
    ).toMatchObject({
      necessary: true,
      analytics: false,
    })
    await page.reload()
    await pastBannerDelay(page)
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
  })

  test('closing it stores nothing, so it asks again next visit', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Close cookie banner' }).click()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull()
    await page.reload()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  })

  test('stays off the sign-in screens', async ({ page }) => {
    await page.clock.install()
    await page.goto('/login')
    await pastBannerDelay(page)
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
  })
})

test.describe('findability', () => {
  test('serves a sitemap with the demo products, robots.txt and a manifest', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml')
    const xml = await sitemap.text()
    expect(xml.match(/\/product\/[a-z0-9-]+</g)?.length ?? 0).toBeGreaterThanOrEqual(40)
    expect(xml).toContain('/shop/phone/iphone-16<')
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:')
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest.short_name).toBe('Kavach')
  })
})
