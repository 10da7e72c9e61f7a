// `npm run bench -- --products 100000`: the shop's catalogue at that size, on PostgreSQL at
// BENCH_DATABASE_URL (an empty database; PGlite without it), loaded at 50 connections. Each search is
// measured twice: one address asked again and again, as an earlier benchmark measured it (answered from the
// catalogue cache after the first time), and a new address every request (a price bound that
// moves by a rupee), which reaches the database each time. A search paged (a new page and page size
// each request) reaches it for its pages but counts once.
import autocannon from 'autocannon'
import { seedLargeCatalogue } from '#server/db/seed/large-catalogue.ts'
import { startBenchShop } from './bench-shop.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 50
const MAX_P99_MS = 30

interface Scenario {
  name: string
  path: string
  /** Varies the address each request, so no answer comes from the cache. */
  uncached?: true
  /** Varies the page and its size each request: new answers, one count (kept apart). */
  paged?: true
  target?: true
}

const scenarios: Scenario[] = [
  { name: 'list, newest first (48)', path: '/api/products?limit=48' },
  {
    name: 'filtered search',
    path: '/api/products?search=rugged&minPrice=300&maxPrice=2000&sortBy=price&limit=48',
    target: true,
  },
  {
    name: 'filtered search, uncached',
    path: '/api/products?search=rugged&minPrice=300&sortBy=price&limit=48&maxPrice=',
    uncached: true,
  },
  {
    name: 'filtered search, paged',
    path: '/api/products?search=rugged&minPrice=300&maxPrice=2000',
    paged: true,
  },
  { name: 'one-letter search', path: '/api/products?search=s&limit=48', target: true },
  {
    name: 'one-letter search, uncached',
    path: '/api/products?search=s&limit=48&maxPrice=',
    uncached: true,
  },
  { name: 'two-letter search', path: '/api/products?search=ru&limit=48' },
  {
    name: 'typo, best match',
    path: '/api/products?search=tempred%20glas&sortBy=relevance&limit=48',
  },
  {
    name: 'typo, best match, uncached',
    path: '/api/products?search=tempred%20glas&sortBy=relevance&limit=48&maxPrice=',
    uncached: true,
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
      `${database.kind}, ${CONNECTIONS} connections, ${SECONDS} s each; target p99 < ${MAX_P99_MS} ms`,
  )
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
    const verdict = scenario.target
      ? ` · p99 < ${MAX_P99_MS} ms ${result.latency.p99 < MAX_P99_MS ? 'met' : 'NOT MET'}`
      : ''
    console.log(
      `${scenario.name.padEnd(28)} ${Math.round(result.requests.average)} req/s ` +
        `(p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors})${verdict}`,
    )
  }
  await close()
}
