import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 360, height: 780 } })
await page.goto(process.argv[2]); await page.waitForTimeout(2500)
await page.screenshot({ path: process.argv[3] })
console.log(await page.locator('h1').first().textContent())
await browser.close()
