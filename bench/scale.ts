// `npm run bench -- --products 100000`: the shop's catalogue at that size, on PostgreSQL at
// BENCH_DATABASE_URL (an empty database; PGlite without it), loaded at 50 connections. Each search is
// measured twice: one address asked again and again, as issue #15 measured it (answered from the
// catalogue cache after the first time), and a new address every request (a price bound that
// moves by a rupee), which reaches the database each time.
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
    let n = 2000
    const result = await autocannon({
      url: address,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: scenario.uncached ? `${scenario.path}${(n += 1)}` : scenario.path,
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
