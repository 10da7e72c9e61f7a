// Starts the shop: config, database and migrations, demo data, then the HTTP server.
import { existsSync } from 'node:fs'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { loggableError } from './lib/database-errors.ts'
import { openConfiguredDatabase } from './db/open-from-config.ts'
import { seedDemoStore } from './db/seed/seed-demo-store.ts'
import { sellerOf } from './services/invoices/seller.ts'
import { ensureConfiguredAdmin, ensureDemoAdmin } from './services/admins.ts'
import { SWEEP_EVERY_MS, sweepExpired } from './services/housekeeping.ts'
import { pincodeDirectory } from './services/pincodes/pincode-directory.ts'

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const database = await openConfiguredDatabase(config)
  await database.migrate()
  // Read before serving: no shopper waits for it, and a shop pincode it lacks stops the start
  // rather than failing every delivery estimate and order.
  const directory = await pincodeDirectory()
  if (!directory.has(config.SHOP_PINCODE)) {
    throw new ConfigError(`SHOP_PINCODE ${config.SHOP_PINCODE} is not in the pincode directory`)
  }

  const app = await buildApp({ config, database })
  const log = { info: (message: string) => app.log.info(message) }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureConfiguredAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)
  }
  if (config.SEED_DEMO === 'true') {
    await seedDemoStore(database.db, config.dataDir, log, sellerOf(config))
    await ensureDemoAdmin(database.db, log)
  }

  const sweep = () =>
    sweepExpired(database.db).catch((err: unknown) =>
      app.log.warn({ err: loggableError(err) }, 'sweep failed'),
    )
  await sweep()
  setInterval(() => void sweep(), SWEEP_EVERY_MS).unref()

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, closing`)
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    await app.close()
    await database.close()
    clearTimeout(force)
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(`Kavach is serving ${config.publicUrl} on the ${database.kind} database`)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
