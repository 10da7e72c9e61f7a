// `npm run bench -- --import 5000`: the product CSV import at that many lines (PGlite, or the
// PostgreSQL database at BENCH_DATABASE_URL), on the demo store: the exported lines of the demo's
// variants with one more unit of each counted variant, then new products of two variants each.
// Times the dry run and the import through the API, target under a minute each.
import { PRODUCT_CSV_COLUMNS } from '#domain/product/product-csv.ts'
import { parseCsv, toCsv } from '#domain/csv.ts'
import { seedDemoStore } from '#server/db/seed/seed-demo-store.ts'
import { productsCsv } from '#server/services/admin/exports.ts'
import { multipart } from '#server/testing/multipart.ts'
import { TEST_ORIGIN } from '#server/testing/test-app.ts'
import { createSignedInUser } from '#server/testing/user-factory.ts'
import { startBenchShop } from './bench-shop.ts'

const MAX_SECONDS = 60

export async function runProductImport(lines: number) {
  const { app, database, close } = await startBenchShop((database, dataDir) =>
    seedDemoStore(database.db, dataDir, { info: () => {} }).then(() => undefined),
  )
  const admin = await createSignedInUser(database.db, { isAdmin: true })
  const [header, ...demo] = parseCsv(await productsCsv(database.db)) ?? []
  const stockAt = PRODUCT_CSV_COLUMNS.indexOf('stock')
  const changedLines = toCsv(
    PRODUCT_CSV_COLUMNS,
    demo
      .slice(0, Math.floor(lines / 2))
      .map(({ fields }) =>
        fields.map((field, i) =>
          i === stockAt && field !== '' ? String(Number(field) + 1) : field,
        ),
      ),
  )
    .slice(1)
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
  const added = Math.ceil((lines - changedLines.length) / 2)
  const newLines = toCsv(
    PRODUCT_CSV_COLUMNS,
    Array.from({ length: added }, (_, n) =>
      ['Black', 'Clear'].map((colour) => {
        const cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>> = {
          name: `Bench Case ${n}`,
          brand: 'Kavach',
          category: 'cases',
          price: String(199 + (n % 800)),
          image: '/uploads/products/placeholder.webp',
          sku: `BENCH-${n}-${colour.toUpperCase()}`,
          options: `Colour=${colour}`,
          stock: String(n % 40),
        }
        return PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? '')
      }),
    ).flat(),
  )
    .slice(1)
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
  const csv = [header?.fields.join(','), ...changedLines, ...newLines].join('\r\n')
  const body = multipart([
    { field: 'file', name: 'products.csv', type: 'text/csv', bytes: Buffer.from(csv) },
  ])
  console.log(
    `Product CSV import: ${(changedLines.length + newLines.length).toLocaleString('en-IN')} lines ` +
      `(${changedLines.length} of the demo's variants, ${added} new products of 2 variants), ` +
      `${database.kind}, ${(body.payload.length / 1024).toFixed(0)} KB; target < ${MAX_SECONDS} s each`,
  )
  for (const dryRun of [true, false]) {
    const started = performance.now()
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/imports/products?dryRun=${dryRun}`,
      headers: {
        cookie: admin.cookie,
        origin: TEST_ORIGIN,
        'content-type': body.contentType,
      },
      payload: body.payload,
    })
    const seconds = (performance.now() - started) / 1000
    const answer = response.json() as { message: string }
    console.log(
      `${dryRun ? 'dry run' : 'import '}  ${seconds.toFixed(1)} s, ${response.statusCode}: ${answer.message}` +
        ` · < ${MAX_SECONDS} s ${response.statusCode === 200 && seconds < MAX_SECONDS ? 'met' : 'NOT MET'}`,
    )
  }
  await close()
}
