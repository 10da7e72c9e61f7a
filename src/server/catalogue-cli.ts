// `npm run catalogue -- <count>`: adds <count> generated products to the configured store (the demo
// store first, on an empty one), to see and measure the shop at scale. Stop the shop first when it
// runs on the embedded database, which one process opens at a time.
import { loadConfig } from './config.ts'
import { openConfiguredDatabase } from './db/open-from-config.ts'
import { seedDemoStore } from './db/seed/seed-demo-store.ts'
import { seedLargeCatalogue } from './db/seed/large-catalogue.ts'
import { fillShopProfile } from './services/shop-profile.ts'

const count = Number(process.argv[2])
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Usage: npm run catalogue -- <count of products, 1 to 1000000>')
  process.exit(2)
}
const config = loadConfig()
const database = await openConfiguredDatabase(config)
await database.migrate()
if (config.seedDemo) {
  await fillShopProfile(database.db, config.shopProfile)
  await seedDemoStore(database.db, config.dataDir, console)
}
await seedLargeCatalogue(database.db, count)
await database.close()
console.log(`Added ${count.toLocaleString('en-IN')} products.`)
