// Starts the shop: config, database and migrations, demo data, then the HTTP server, in one process
// or, on PostgreSQL, in WEB_CONCURRENCY worker processes sharing the port.
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { buildApp } from './app.ts'
import { type Config, ConfigError, loadConfig } from './config.ts'
import type { Database } from './db/client.ts'
import { loggableError } from './lib/database-errors.ts'
import { consoleLog, type Log } from './lib/log.ts'
import { openConfiguredDatabase } from './db/open-from-config.ts'
import { seedDemoStore } from './db/seed/seed-demo-store.ts'
import { fillShopProfile } from './services/shop-profile.ts'
import { ensureConfiguredAdmin } from './services/admins.ts'
import { ensureDemoAdmin } from './services/demo-admin.ts'
import { SWEEP_EVERY_MS, sweepExpired } from './services/housekeeping.ts'
import { REMIND_EVERY_MS, remindAbandonedCarts } from './services/carts/cart-reminders.ts'
import { retryPendingRefunds } from './services/orders/refunds.ts'
import { cancelUnconfirmed } from './services/orders/lifecycle.ts'
import { tellWaitingShoppers } from './services/stock-alerts.ts'
import { sendLowStockDigest } from './services/staff-notices/low-stock-digest.ts'
import { pincodeDirectory } from './services/pincodes/pincode-directory.ts'
import { superviseWorkers, SWEEPS, workerCount } from './workers.ts'

/**
 * What happens once, before any shopper is served: schema, the pincode check, admin, demo data.
 * Answers how to sign in as the demo admin, printed after the serving line so nothing buries it.
 */
async function prepare(config: Config, database: Database, log: Log) {
  await database.migrate()
  await fillShopProfile(database.db, config.shopProfile)
  // Read before serving: no shopper waits for it, and a shop pincode it lacks stops the start
  // rather than failing every delivery estimate and order.
  const directory = await pincodeDirectory()
  if (!directory.has(config.SHOP_PINCODE)) {
    throw new ConfigError(`SHOP_PINCODE ${config.SHOP_PINCODE} is not in the pincode directory`)
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureConfiguredAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)
  }
  if (!config.seedDemo) return undefined
  await seedDemoStore(database.db, config.dataDir, log)
  return ensureDemoAdmin(database.db, config)
}

async function serve(config: Config, options: { prepared: boolean; sweeps: boolean }) {
  const database = await openConfiguredDatabase(config)
  const demoAdmin = options.prepared ? undefined : await prepare(config, database, consoleLog)
  const app = await buildApp({ config, database })

  if (options.sweeps) {
    const shop = { ...app.shop, log: app.log }
    const sweep = () =>
      sweepExpired(database.db)
        .then(() => cancelUnconfirmed(shop))
        .then(() => retryPendingRefunds(shop))
        .then(() => tellWaitingShoppers(shop))
        .then(() => sendLowStockDigest(shop))
        .catch((err: unknown) => app.log.warn({ err: loggableError(err) }, 'sweep failed'))
    await sweep()
    setInterval(() => void sweep(), SWEEP_EVERY_MS).unref()
    // Every minute, so a reminder goes out close to its time; most runs find nothing to send.
    const remind = () =>
      remindAbandonedCarts(database.db, {
        publicUrl: config.publicUrl,
        afterMinutes: config.ABANDONED_CART_AFTER_MINUTES,
      }).catch((err: unknown) => app.log.warn({ err: loggableError(err) }, 'cart reminders failed'))
    setInterval(() => void remind(), REMIND_EVERY_MS).unref()
  }

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
  if (cluster.isPrimary) {
    app.log.info(`Kavach is serving ${config.publicUrl} on the ${database.kind} database`)
  }
  if (demoAdmin) consoleLog.info(demoAdmin)
}

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  if (cluster.isWorker) {
    return serve(config, { prepared: true, sweeps: process.env[SWEEPS] === 'true' })
  }
  const workers = workerCount(config)
  if (workers > 1) {
    const database = await openConfiguredDatabase(config)
    const demoAdmin = await prepare(config, database, consoleLog)
    await database.close()
    superviseWorkers(config, workers)
    if (demoAdmin) consoleLog.info(demoAdmin)
    return
  }
  return serve(config, { prepared: false, sweeps: true })
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
