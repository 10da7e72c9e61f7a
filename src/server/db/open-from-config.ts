import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'
import { type Database, openDatabase } from './client.ts'

/** PostgreSQL at DATABASE_URL when set, otherwise the embedded database under DATA_DIR/db. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL })
  const dataDir = path.join(config.dataDir, 'db')
  mkdirSync(dataDir, { recursive: true })
  return openDatabase({ dataDir })
}
