// Lighthouse on a phone (its default: a mid-range phone on a slow 4G link, simulated) against the
// shop as `npm start` serves it: the home page, the shop and a product page, with the issue #15
// targets beside each figure.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const root = path.resolve(import.meta.dirname, '..')

const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 150,
  scriptKb: 100,
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function startShop(): Promise<{ base: string; shop: ChildProcess; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-lighthouse-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const shop = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 1200; i += 1) {
    if (shop.exitCode !== null) throw new Error('The shop stopped while starting')
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return { base, shop, dataDir }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('The shop did not start')
}

interface NetworkRequest {
  resourceType?: string
  transferSize?: number
}

export async function runLighthouse() {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nLighthouse skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`)
    return
  }
  const { base, shop, dataDir } = await startShop()
  const listed = (await (await fetch(`${base}/api/products?limit=1&sortBy=rating`)).json()) as {
    products: { id: string }[]
  }
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'shop', url: `${base}/shop` },
    { name: 'product page', url: `${base}/product/${listed.products[0]?.id}` },
  ]
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  console.log('\nLighthouse, mobile (simulated slow 4G, 4× CPU slowdown), production build:')
  try {
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page.url}`)
      // A run Lighthouse could not finish scores 0: say why rather than print its zeros as figures.
      if (lhr.runtimeError) {
        console.log(`${page.name.padEnd(13)} not measured: ${lhr.runtimeError.message}`)
        continue
      }
      const score = (id: keyof typeof TARGETS) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })
        ?.items
      const scriptKb =
        (requests ?? [])
          .filter((r) => r.resourceType === 'Script')
          .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
      const figures = [
        ['performance', score('performance'), score('performance') >= TARGETS.performance],
        ['accessibility', score('accessibility'), score('accessibility') >= TARGETS.accessibility],
        [
          'best practices',
          score('best-practices'),
          score('best-practices') >= TARGETS['best-practices'],
        ],
        ['SEO', score('seo'), score('seo') >= TARGETS.seo],
        [
          'LCP',
          `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
          audit('largest-contentful-paint') < TARGETS.lcpMs,
        ],
        [
          'CLS',
          audit('cumulative-layout-shift').toFixed(3),
          audit('cumulative-layout-shift') < TARGETS.cls,
        ],
        [
          'TBT',
          `${Math.round(audit('total-blocking-time'))} ms`,
          audit('total-blocking-time') < TARGETS.tbtMs,
        ],
        ['JS', `${scriptKb.toFixed(0)} KB`, scriptKb <= TARGETS.scriptKb],
      ] as const
      console.log(
        `${page.name.padEnd(13)} ` +
          figures
            .map(([name, value, met]) => `${name} ${value}${met ? '' : ' (NOT MET)'}`)
            .join(' · '),
      )
      // Why a category short of 100 is short: its failing audits.
      for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
        const failing = (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id)
        if (failing.length) console.log(`${''.padEnd(14)}${id} fails: ${failing.join(', ')}`)
      }
    }
  } finally {
    chrome.kill()
    shop.kill('SIGTERM')
    await new Promise((resolve) => shop.once('exit', resolve))
    await rm(dataDir, { recursive: true, force: true })
  }
}
