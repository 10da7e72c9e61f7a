// One way to reach the database: embedded PGlite by default, node-postgres when a URL is given.
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { PROJECT_ROOT } from '../project-root.ts'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** A transaction in progress, which reads and writes like the database. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** What a step takes when it may run on its own or inside a caller's transaction. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  isReachable(): Promise<boolean>
  /** Hears NOTIFYs on a channel; see `listen` below. */
  listen(channel: string, onChange: (listening: boolean) => void): Promise<Listener>
  close(): Promise<void>
}

/**
 * A LISTEN on a channel. `onChange(true)` on each notification and whenever listening starts (or
 * starts again, when notifications may have been missed); `onChange(false)` while it can't hear.
 */
export interface Listener {
  /** Resolves once every notification committed before the call has been heard. */
  sync(): Promise<void>
  close(): Promise<void>
}

export type DatabaseTarget =
  /** A PostgreSQL server; onConnectionError hears of connections the server dropped. */
  | { url: string; onConnectionError?: (error: Error) => void }
  /** A folder for a file-backed PGlite, nothing for an in-memory one, or a dump to start from. */
  | { dataDir?: string; loadDataDir?: Blob }

const migrationsFolder = path.join(PROJECT_ROOT, 'src/server/db/migrations')

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, target.onConnectionError)
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm },
  })
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    isReachable: () => ping(db),
    async listen(channel, onChange) {
      const unlisten = await client.listen(channel, () => onChange(true))
      onChange(true)
      return {
        // A query goes through the one connection after the writer's commit, notifications first.
        sync: async () => void (await client.query('select 1')),
        // Closing the database first has already stopped it.
        close: () => unlisten().catch(() => undefined),
      }
    },
    close: () => client.close(),
  }
}

function openPostgres(url: string, onConnectionError = defaultConnectionError): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client whose connection the server ends (restart, failover, a forced drop) emits
  // 'error' on the pool; unheard, that would crash the process.
  // https://node-postgres.com/apis/pool#error
  pool.on('error', onConnectionError)
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    isReachable: () => ping(db),
    listen: (channel, onChange) => listenPostgres(url, channel, onChange),
    close: () => pool.end(),
  }
}

const RELISTEN_AFTER_MS = 1000

/**
 * LISTEN on a connection of its own (outside the pool, so it never holds a pooled one), opened
 * again a second after it drops; until then the listener says it can't hear.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onChange: (listening: boolean) => void,
): Promise<Listener> {
  let client: pg.Client | undefined
  let closed = false
  const retry = () => {
    if (!closed) setTimeout(() => void connect().catch(retry), RELISTEN_AFTER_MS).unref()
  }
  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onChange(true)
    })
    next.on('error', () => next.end().catch(() => undefined))
    next.on('end', () => {
      if (client !== next) return
      client = undefined
      if (closed) return
      onChange(false)
      retry()
    })
    await next.connect()
    await next.query(`listen ${pg.escapeIdentifier(channel)}`)
    client = next
    onChange(true)
  }
  await connect()
  // The server sends a listening session's notifications before it answers its next query. One
  // query at a time on the connection: callers during one share the next, which starts after them.
  let running: Promise<void> | undefined
  let queued: Promise<void> | undefined
  const ping = () => {
    running = (client?.query('select 1') ?? Promise.resolve())
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => (running = undefined))
    return running
  }
  const sync = (): Promise<void> => {
    if (!running) return ping()
    queued ??= running.then(() => {
      queued = undefined
      return ping()
    })
    return queued
  }
  return {
    sync,
    async close() {
      closed = true
      await client?.end()
    },
  }
}

function defaultConnectionError(error: Error) {
  console.error(`PostgreSQL connection lost: ${error.message}`)
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
