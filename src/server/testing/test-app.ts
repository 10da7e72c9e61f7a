// The real app, built in-process on a test database, for API tests through `inject`.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type AppDependencies, buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { fillShopProfile } from '../services/shop-profile.ts'
import { createTestDatabase } from './test-database.ts'

export const TEST_ORIGIN = 'http://localhost:3000'

interface TestAppOptions extends Pick<
  AppDependencies,
  'mailer' | 'mailWorker' | 'whatsappWorker' | 'renderPage' | 'courier'
> {
  /** Build on this database (a restart) and leave it open on close. */
  database?: Database
  /** Serve this built web app (default: none). */
  webRoot?: string
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-api-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    ...env,
  })
  const database = options.database ?? (await createTestDatabase())
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? path.join(dataDir, 'web'),
    mailer: options.mailer,
    mailWorker: options.mailWorker,
    whatsappWorker: options.whatsappWorker,
    renderPage: options.renderPage,
    courier: options.courier,
  })
  await app.ready()
  await fillShopProfile(database.db, config.shopProfile)
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close()
      if (!options.database) await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** Waits for the work that runs after replies and for the mail it queued to be sent. */
export async function settle(app: TestApp['app']) {
  await app.drain()
  await app.mailWorker.drain()
  await app.whatsappWorker.drain()
}
