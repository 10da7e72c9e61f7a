import { expect, test } from './support/test.ts'
import { registerAndVerify } from './support/accounts.ts'

test.describe('the app shell', () => {
  test('waits for the health check with "Please Wait..." and then renders the page', async ({
    page,
  }) => {
    let release: () => void = () => {}
    const healthAnswered = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/health', async (route) => {
      await healthAnswered
      await route.continue()
    })
    // A page the browser draws; one the server drew is already there, with no wait.
    await page.goto('/about')
    await expect(page.getByText('Please Wait...')).toBeVisible()
    release()
    await expect(page.getByText('Please Wait...')).toBeHidden()
    await expect(page.getByRole('banner')).toBeVisible()
  })

  test('renders anyway when the health check fails', async ({ page }) => {
    await page.route('**/api/health', (route) => route.abort())
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Kavach' })).toBeVisible()
  })

  test('loads no zod up front, and checks forms without breaking the page’s no-eval policy', async ({
    page,
  }) => {
    const scripts: string[] = []
    const violations: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    page.on('console', (message) => {
      if (/Content Security Policy|unsafe-eval/i.test(message.text()))
        violations.push(message.text())
    })
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    expect(scripts.filter((script) => /zod|schemas/.test(script))).toEqual([])

    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByText('Email is required')).toBeVisible()
    expect(violations).toEqual([])
  })

  test('serves a deep link directly and keeps it on reload', async ({ page }) => {
    await page.goto('/shop/category/work-essentials/desk-setup')
    await expect(page.getByRole('heading', { level: 1, name: 'Desk Setup' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Desk Setup' })).toBeVisible()
    await expect(page).toHaveTitle(/Desk Setup/)
  })

  test('shows a friendly page with a way back to the shop for an unknown route', async ({
    page,
  }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Browse the shop' }).click()
    await expect(page).toHaveURL(/\/shop$/)
  })

  test('hides the header and footer on the five auth routes', async ({ page }) => {
    for (const path of [
      '/login',
      '/register',
      '/verify-otp',
      '/forgot-password',
      '/reset-password',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCount(0)
      await expect(page.getByRole('contentinfo')).toHaveCount(0)
    }
    await page.goto('/cart')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('scrolls to the top when the route changes', async ({ page }) => {
    await page.goto('/about')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('removes ?auth=success and ?error=auth_failed from the address', async ({ page }) => {
    await page.goto('/shop?auth=success')
    await expect(page).toHaveURL(/\/shop$/)
    await page.goto('/about?error=auth_failed')
    await expect(page).toHaveURL(/\/about$/)
  })
})

test.describe('guards', () => {
  test('sends a signed-out visitor from a signed-in page to /login, replacing history', async ({
    page,
  }) => {
    await page.goto('/shop')
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/shop$/)
  })

  test('shows "Loading..." while the session is being checked', async ({ page }) => {
    let release: () => void = () => {}
    const sessionChecked = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/auth/me', async (route) => {
      await sessionChecked
      await route.continue()
    })
    await page.goto('/dashboard')
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible()
    release()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('sends a signed-out visitor from /wishlist and /admin to /login', async ({ page }) => {
    await page.goto('/wishlist')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('shows Access Denied to a signed-in customer on /admin, with Go Back', async ({ page }) => {
    await registerAndVerify(page, 'Asha Rao')
    await page.goto('/shop')
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
    await expect(
      page.getByText("You don't have permission to access the admin panel."),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect(page).toHaveURL(/\/shop$/)
  })
})
