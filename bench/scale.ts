// `npm run bench -- --products 100000`: the shop's catalogue at that size, on PostgreSQL at
// BENCH_DATABASE_URL (an empty database; PGlite without it), loaded at 50 connections. Each search is
// measured twice: one address asked again and again (answered from the catalogue cache after the
// first time, judged by its p99), and a new address every request (a price bound that moves by a
// rupee), which reaches the database each time, judged by its share of the first's rate and its
// p99. A search paged (a new page, page size and order each request) reads its matches once per
// order and then only its pages.
import autocannon from 'autocannon'
import { seedLargeCatalogue } from '#server/db/seed/large-catalogue.ts'
import { startBenchShop } from './bench-shop.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 50
/** A search asked again and again, answered from memory. */
const MAX_P99_MS = 30
/** A new search every request: its share of the same search's rate from memory, and its p99. */
const MIN_NEW_SHARE = 0.1
const MAX_NEW_P99_MS = 100

interface Scenario {
  name: string
  path: string
  /** Varies the address each request, so no answer comes from the cache. */
  uncached?: true
  /** Varies the page and its size each request: new answers of one search. */
  paged?: true
  /** Judged against p99 < MAX_P99_MS. */
  target?: true
  /** Judged against this scenario's rate, answered from memory in the same run. */
  against?: string
}

const scenarios: Scenario[] = [
  { name: 'list, newest first (48)', path: '/api/products?limit=48' },
  {
    name: 'filtered search',
    path: '/api/products?search=rugged&minPrice=300&maxPrice=2000&sortBy=price&limit=48',
    target: true,
  },
  {
    name: 'filtered search, new',
    path: '/api/products?search=rugged&minPrice=300&sortBy=price&limit=48&maxPrice=',
    uncached: true,
    against: 'filtered search',
  },
  {
    name: 'filtered search, paged',
    path: '/api/products?search=rugged&minPrice=300&maxPrice=2000',
    paged: true,
    against: 'filtered search',
  },
  { name: 'one-letter search', path: '/api/products?search=s&limit=48', target: true },
  {
    name: 'one-letter search, new',
    path: '/api/products?search=s&limit=48&maxPrice=',
    uncached: true,
    against: 'one-letter search',
  },
  { name: 'two-letter search', path: '/api/products?search=ru&limit=48' },
  {
    name: 'typo, best match',
    path: '/api/products?search=tempred%20glas&sortBy=relevance&limit=48',
  },
  {
    name: 'typo, best match, new',
    path: '/api/products?search=tempred%20glas&sortBy=relevance&limit=48&maxPrice=',
    uncached: true,
    against: 'typo, best match',
  },
]

const ORDERS = ['price', 'name', 'rating', 'createdAt'].flatMap((sortBy) =>
  ['asc', 'desc'].map((sortOrder) => `sortBy=${sortBy}&sortOrder=${sortOrder}`),
)

/** The nth of 7,840 different pages of one search: 20 pages, 49 page sizes, 8 orders. */
function pageOf(n: number) {
  const page = 1 + (n % 20)
  const limit = 24 + (Math.floor(n / 20) % 49)
  return `page=${page}&limit=${limit}&${ORDERS[Math.floor(n / 980) % ORDERS.length]}`
}

/**
 * Waits until the database has finished what the last scenario left queued (autocannon stops
 * waiting, the shop does not): three health checks in a row answered within 20 ms, or 30 s.
 */
async function settle(address: string) {
  const deadline = Date.now() + 30_000
  for (let quick = 0; quick < 3;) {
    if (Date.now() > deadline) {
      console.log('(the shop was still busy after 30 s: the next scenario starts anyway)')
      return
    }
    const started = performance.now()
    await fetch(`${address}/api/health`, { signal: AbortSignal.timeout(10_000) })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined)
    quick = performance.now() - started < 20 ? quick + 1 : 0
  }
}

export async function runScale(count: number) {
  let seededIn = ''
  const { address, database, close } = await startBenchShop(async (database) => {
    const started = Date.now()
    await seedLargeCatalogue(database.db, count)
    seededIn = ((Date.now() - started) / 1000).toFixed(1)
  })

  console.log(
    `Kavach at ${count.toLocaleString('en-IN')} products (seeded in ${seededIn} s), ` +
      `${database.kind}, ${CONNECTIONS} connections, ${SECONDS} s each`,
  )
  const rates = new Map<string, number>()
  const verdict = (scenario: Scenario, rate: number, p99: number) => {
    const met = (yes: boolean) => (yes ? 'met' : 'NOT MET')
    if (scenario.target) return ` · p99 < ${MAX_P99_MS} ms ${met(p99 < MAX_P99_MS)}`
    const memory = scenario.against && rates.get(scenario.against)
    if (!memory) return ''
    const share = rate / memory
    return (
      ` · ${(share * 100).toFixed(1)} % of from memory (≥ ${MIN_NEW_SHARE * 100} % ${met(share >= MIN_NEW_SHARE)})` +
      ` · p99 < ${MAX_NEW_P99_MS} ms ${met(p99 < MAX_NEW_P99_MS)}`
    )
  }
  for (const scenario of scenarios) {
    await settle(address)
    let n = 2000
    const result = await autocannon({
      url: address,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: scenario.uncached
              ? `${scenario.path}${(n += 1)}`
              : scenario.paged
                ? `${scenario.path}&${pageOf((n += 1))}`
                : scenario.path,
          }),
        },
      ],
    })
    const rate = result.requests.average
    rates.set(scenario.name, rate)
    console.log(
      `${scenario.name.padEnd(28)} ${Math.round(rate)} req/s ` +
        `(p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors})${verdict(scenario, rate, result.latency.p99)}`,
    )
  }
  await close()
}
