// The shop in the bench's own process, for the runs that reach into it (the account endpoints'
// timing, the 100,000-product catalogue): on the PostgreSQL database at BENCH_DATABASE_URL or an
// embedded one, with per-address limits out of the way.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { type Database, openDatabase } from '#server/db/client.ts'

export async function startBenchShop(seed: (database: Database, dataDir: string) => Promise<void>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-bench-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
  })
  const url = process.env.BENCH_DATABASE_URL
  const database = await openDatabase(url ? { url } : {})
  await database.migrate()
  await seed(database, dataDir)
  const app = await buildApp({ config, database })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    address,
    database,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
