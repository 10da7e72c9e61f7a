// `npm run bench -- --soak`: the compiled shop on PostgreSQL (all its workers) under a mixed load for
// ten minutes: browsing, searching, product pages, the page shell, and every fifth round a checkout
// paid through the simulator. Passes with no 5xx, no lost order (every payment the shop confirmed
// is paid in the database) and flat memory (RSS growth under 10 % after the first minute).
import { execFileSync } from 'node:child_process'
import autocannon, { type Request } from 'autocannon'
import { eq, inArray } from 'drizzle-orm'
import { openDatabase } from '#server/db/client.ts'
import { orders, productVariants } from '#server/db/schema/index.ts'
import { ADDRESS } from '#server/testing/checkout-fixtures.ts'
import { createSignedInUser } from '#server/testing/user-factory.ts'
import { startShopProcess } from './shop-process.ts'

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
/** One round in this many checks out. */
const CHECKOUT_EVERY = 5
const SEARCHES = ['case', 'glass', 'charger', 'cable', 'stand', 'a', 'ip', 'usb']
/** Resident memory of the shop: its primary and every worker, in MB. */
function rssOf(pid: number): number {
  const out = execFileSync('ps', ['-o', 'rss=', '--pid', String(pid), '--ppid', String(pid)], {
    encoding: 'utf8',
  })
  return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024
}

interface Shopper {
  cookie: string
  ip: string
}

/** One connection's round: autocannon gives each round a fresh context, and it is kept there. */
interface Round {
  shopper?: Shopper
  number?: number
  order?: { orderId: string; razorpayOrderId: string }
  paid?: { razorpay_payment_id: string; razorpay_signature: string }
}

export async function runSoak() {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) {
    console.error('The soak runs on PostgreSQL: set BENCH_DATABASE_URL to an empty database.')
    process.exit(1)
  }
  // Each connection is a shopper at an address of its own, as X-Forwarded-For says.
  const shop = await startShopProcess(url, { TRUST_PROXY: '1' })
  const base = shop.base

  const database = await openDatabase({ url })
  const listed = (await (await fetch(`${base}/api/products?limit=1000`)).json()) as {
    products: { id: string; variants: { id: string }[] }[]
  }
  const product = listed.products.find((p) => p.variants.length === 1) ?? listed.products[0]
  if (!product) throw new Error('The demo store has no products')
  // The soak buys one product over and over; its units are not counted, so it never sells out.
  await database.db
    .update(productVariants)
    .set({ stock: null })
    .where(eq(productVariants.productId, product.id))
  // Twice as many shoppers as connections, each in one round at a time, so no shopper's checkout
  // replaces another connection's unpaid one (a new checkout lets the shopper's earlier one go).
  const idle: Shopper[] = []
  for (let i = 0; i < CONNECTIONS * 2; i += 1) {
    const { cookie } = await createSignedInUser(database.db)
    idle.push({ cookie, ip: `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}` })
  }

  const created: string[] = []
  const confirmed: string[] = []
  let rounds = 0
  const roundOf = (context: object) => context as Round
  const shopperOf = (context: object) => {
    const round = roundOf(context)
    if (!round.shopper) {
      round.shopper = idle.shift()
      round.number = rounds++
    }
    if (!round.shopper) throw new Error('More rounds at once than shoppers')
    return round.shopper
  }
  const endRound = (context: object) => {
    const round = roundOf(context)
    if (round.shopper) idle.push(round.shopper)
    round.shopper = undefined
  }
  const headers = (shopper: Shopper) => ({
    cookie: shopper.cookie,
    origin: base,
    'x-forwarded-for': shopper.ip,
    'content-type': 'application/json',
  })
  const browse = (req: Request, shopper: Shopper, path: string): Request => ({
    ...req,
    method: 'GET',
    path,
    headers: headers(shopper),
    body: undefined,
  })
  const checkingOut = (context: object) => (roundOf(context).number ?? 1) % CHECKOUT_EVERY === 0
  const requests: Request[] = [
    {
      setupRequest: (req, context) =>
        browse(req, shopperOf(context), '/api/products?limit=1000&sortBy=createdAt&sortOrder=desc'),
    },
    {
      setupRequest: (req, context) => {
        const term = SEARCHES[(roundOf(context).number ?? 0) % SEARCHES.length] ?? 'case'
        return browse(
          req,
          shopperOf(context),
          `/api/products?search=${term}&minPrice=100&sortBy=price`,
        )
      },
    },
    {
      setupRequest: (req, context) =>
        browse(req, shopperOf(context), `/api/products/${product.id}`),
    },
    { setupRequest: (req, context) => browse(req, shopperOf(context), '/shop/category/cases') },
    {
      setupRequest: (req, context) => {
        const shopper = shopperOf(context)
        if (!checkingOut(context)) return browse(req, shopper, '/api/gallery/category/shop')
        return {
          ...req,
          method: 'POST',
          path: '/api/orders/create-order',
          headers: headers(shopper),
          body: JSON.stringify({
            items: [{ productId: product.id, variantId: product.variants[0]?.id, quantity: 1 }],
            shippingAddress: ADDRESS,
            couponCode: null,
          }),
        }
      },
      onResponse: (status, body, context) => {
        const round = roundOf(context)
        if (!checkingOut(context) || status !== 201) return
        round.order = JSON.parse(body) as Round['order']
        if (round.order) created.push(round.order.orderId)
      },
    },
    {
      setupRequest: (req, context) => {
        const shopper = shopperOf(context)
        const { order } = roundOf(context)
        if (!order) return browse(req, shopper, `/api/products/${product.id}`)
        return {
          ...req,
          method: 'POST',
          path: '/api/payments/simulator/pay',
          headers: headers(shopper),
          body: JSON.stringify({
            razorpayOrderId: order.razorpayOrderId,
            outcome: 'success',
          }),
        }
      },
      onResponse: (status, body, context) => {
        const round = roundOf(context)
        if (round.order && status === 200) round.paid = JSON.parse(body) as Round['paid']
      },
    },
    {
      setupRequest: (req, context) => {
        const shopper = shopperOf(context)
        const { order, paid } = roundOf(context)
        if (!order || !paid) return browse(req, shopper, '/api/health')
        return {
          ...req,
          method: 'POST',
          path: '/api/orders/verify-payment',
          headers: headers(shopper),
          body: JSON.stringify({
            razorpayOrderId: order.razorpayOrderId,
            razorpayPaymentId: paid.razorpay_payment_id,
            razorpaySignature: paid.razorpay_signature,
          }),
        }
      },
      onResponse: (status, _body, context) => {
        const { order, paid } = roundOf(context)
        if (order && paid && status === 200) confirmed.push(order.orderId)
        endRound(context)
      },
    },
  ]

  const samples: { at: number; rss: number }[] = []
  const started = Date.now()
  const sampler = setInterval(() => {
    samples.push({ at: (Date.now() - started) / 1000, rss: rssOf(shop.pid) })
  }, 5000)
  console.log(
    `Kavach soak: ${SECONDS} s, ${CONNECTIONS} connections, PostgreSQL, ${CONNECTIONS * 2} shoppers; ` +
      `a checkout through the simulator every ${CHECKOUT_EVERY} rounds`,
  )
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
  })
  clearInterval(sampler)

  const serverErrors = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0)
  const rows = created.length
    ? await database.db
        .select({ id: orders.id, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(inArray(orders.id, created))
    : []
  const paid = new Set(rows.filter((r) => r.paymentStatus === 'paid').map((r) => r.id))
  const lost = created.length - rows.length + confirmed.filter((id) => !paid.has(id)).length
  const afterFirstMinute = samples.find((s) => s.at >= Math.min(60, SECONDS / 4))
  const last = samples.at(-1)
  const growth =
    afterFirstMinute && last ? (last.rss - afterFirstMinute.rss) / afterFirstMinute.rss : 0
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}: ${stat.count}`)
    .join(', ')
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET')
  console.log(
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, errors ${result.errors}; statuses ${statuses}`,
  )
  console.log(
    `orders placed ${created.length}, payments confirmed ${confirmed.length}, ` +
      `paid in the database ${paid.size}`,
  )
  console.log(
    `RSS ${afterFirstMinute?.rss.toFixed(0)} MB after ${afterFirstMinute?.at.toFixed(0)} s, ` +
      `${last?.rss.toFixed(0)} MB at the end (${(growth * 100).toFixed(1)} %)`,
  )
  console.log(
    `5xx: ${serverErrors} (${verdict(serverErrors === 0)}) · lost orders: ${lost} ` +
      `(${verdict(lost === 0)}) · memory growth < 10 %: ${verdict(growth < 0.1)}`,
  )

  // autocannon drops its connections at the end; the shop finishes what they had asked first.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  await shop.close()
  await database.close()
}
