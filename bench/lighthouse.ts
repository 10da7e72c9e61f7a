// Lighthouse on a phone (its default: a mid-range phone on a slow 4G link, simulated) against the
// shop as `npm start` serves it: the home page, the shop and a product page, with the
// targets beside each figure.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result as LhResult } from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { freePort, stop, waitForHealth } from './shop-process.ts'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const root = path.resolve(import.meta.dirname, '..')
/** Lighthouse's variability guide: the median of five runs is about twice as steady as one. */
const RUNS = 5

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
  await waitForHealth(base, shop)
  return { base, shop, dataDir }
}

interface NetworkRequest {
  resourceType?: string
  transferSize?: number
}

interface LcpDetails {
  items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[]
}

/** Why a page's LCP is late: which element it was, and its time to first byte, load and render. */
function lcpBreakdown(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const [element, phases] = (lhr.audits['largest-contentful-paint-element']?.details as LcpDetails)
    ?.items ?? [{}, {}]
  const snippet = element?.items?.[0]?.node?.snippet ?? 'unknown'
  const timings = (phases?.items ?? [])
    .map((row) => `${row.phase} ${Math.round(row.timing ?? 0)} ms`)
    .join(', ')
  return `${''.padEnd(14)}LCP element ${snippet.slice(0, 160)}; ${timings}`
}

interface LongTasks {
  items?: { url?: string; startTime?: number; duration?: number }[]
}

/**
 * Why a page's TBT is high: the main thread's long tasks (Lighthouse's own list, in its simulated
 * phone's time) with the file each ran, after the first paint, where they count.
 */
function blockingTasks(lhr: LhResult): string {
  const firstPaint = lhr.audits['first-contentful-paint']?.numericValue ?? 0
  const tasks = ((lhr.audits['long-tasks']?.details as LongTasks)?.items ?? [])
    .filter((task) => (task.startTime ?? 0) + (task.duration ?? 0) > firstPaint)
    .map((task) => {
      const file = (task.url ?? '').split('/').pop() || 'the page'
      return `${file} ${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)}`
    })
  return `${''.padEnd(14)}long tasks after the first paint (${Math.round(firstPaint)} ms): ${tasks.join(', ') || 'none'}`
}

/**
 * One page's runs. A single Lighthouse run swings with the host's load (Lighthouse's own
 * variability guide), so each page is run RUNS times and judged on the run nearest the median, as
 * Lighthouse CI does. A run Lighthouse could not finish (a trace missing its navigation start, now
 * and then) is left out rather than counted as zeros.
 */
async function measure(url: string, port: number) {
  const runs = []
  for (let i = 0; i < RUNS; i += 1) {
    const lhr = await runOnce(url, port)
    if (!lhr.runtimeError) runs.push(lhr)
  }
  return filterToValidRuns(runs)
}

/** The spread of the runs behind a median, and how fast the host was for them. */
function spread(runs: LhResult[]): string {
  const range = (values: number[], format: (n: number) => string) =>
    `${format(Math.min(...values))}-${format(Math.max(...values))}`
  const of = (id: string) => runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN)
  const performance = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100))
  const benchmark = runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex))
  return (
    `${''.padEnd(14)}median of ${runs.length} runs; all runs: performance ${range(performance, String)}` +
    ` · LCP ${range(of('largest-contentful-paint'), (ms) => (ms / 1000).toFixed(2))} s` +
    ` · TBT ${range(of('total-blocking-time'), (ms) => String(Math.round(ms)))} ms` +
    ` · host benchmark index ${range(benchmark, String)}`
  )
}

async function runOnce(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`)
  return result.lhr
}

export async function runLighthouse() {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nLighthouse skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`)
    return
  }
  const { base, shop, dataDir } = await startShop()
  const listed = (await (await fetch(`${base}/api/products?limit=1&sortBy=rating`)).json()) as {
    products: { slug: string }[]
  }
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'shop', url: `${base}/shop` },
    { name: 'product page', url: `${base}/product/${listed.products[0]?.slug}` },
  ]
  // A page's first draw after start runs cold code and fills the catalogue's cache (the home page
  // answered in 52 ms, then under 1 ms): the phone meets a shop that has been running, as the
  // HTTP scenarios do after their unmeasured second.
  for (const page of pages) for (let i = 0; i < 3; i += 1) await (await fetch(page.url)).text()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  console.log('\nLighthouse, mobile (simulated slow 4G, 4× CPU slowdown), production build:')
  try {
    for (const page of pages) {
      const runs = await measure(page.url, chrome.port)
      if (!runs.length) {
        console.log(`${page.name.padEnd(13)} not measured: Lighthouse failed every run`)
        continue
      }
      const lhr: LhResult = computeMedianRun(runs)
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
      console.log(spread(runs))
      if (audit('largest-contentful-paint') >= TARGETS.lcpMs) console.log(lcpBreakdown(lhr))
      if (audit('total-blocking-time') >= TARGETS.tbtMs) console.log(blockingTasks(lhr))
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
    await stop(shop)
    await rm(dataDir, { recursive: true, force: true })
  }
}
