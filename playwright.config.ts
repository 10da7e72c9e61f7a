import { existsSync } from 'node:fs'
import os from 'node:os'
import { defineConfig, devices } from '@playwright/test'

/** Journeys that measure how soon the page answers. */
const TIMED = /first-tap\.spec\.ts$/

/**
 * Debian's Chromium headless shell, the build Playwright itself runs headless journeys in, or else
 * the full browser. The shell draws pages with the same Blink and V8 for about a tenth less CPU
 * (docs/decisions/040-journeys-in-the-headless-shell.md); scripts/test.mjs looks for it alike.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path))

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium 156 opens two omnibox popups, each a page of its own, in every new window, even
      // headless: a sixth of the journeys' CPU on a 2-core machine (2026-11-27).
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      // Software compositing as a thread of the browser rather than a process of its own.
      '--in-process-gpu',
    ],
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/start-shop.ts',
  fullyParallel: true,
  // One journey more than the cores, up to six (the shop they share answers from one process):
  // journeys also wait, on the shop's timers and its answers, and the extra one fills those gaps.
  // On 2 cores all 175 took 595 s with two workers and 528 s with three, for the same CPU
  // (2026-11-28).
  workers: Math.min(os.availableParallelism() + 1, 6),
  retries: process.env.CI ? 1 : 0,
  // A journey through several pages takes 10-20 s on a quick 2-core machine with two workers, up
  // to 28 s with three, and over 30 s on a slow one; the budgets are for a hung test, not a slow
  // machine. An admin tab that shows in 1.5 s here took over 7 s on a CI machine three times
  // slower (2026-11-25).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  // The HTML report keeps each failure's screenshot and trace beside the test (playwright-report/).
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Recording every journey costs CI its time; there a failure is tried again, recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The journeys' shopper asks for less motion: the banners then stand still and the home's
    // video shows its poster, which in a browser drawing without a GPU cost a core's fifth for
    // each such page left open (2026-11-27). banner-carousel.spec.ts turns them with motion on.
    {
      name: 'chromium',
      use: { ...chromium, reducedMotion: 'reduce' },
      testIgnore: TIMED,
    },
    // Journeys that hold the page to a time budget at a phone's CPU (4x slower) run last and one
    // at a time: beside another journey's browser on a 2-core machine, the tap they time took 1-3 s
    // where alone it takes 0.3-0.8 s (2026-11-27).
    {
      name: 'timed',
      use: { ...chromium },
      testMatch: TIMED,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
})
