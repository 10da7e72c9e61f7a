// Migrates one template database, kept while the migrations are unchanged; each test file then
// starts from a copy of it.
import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.ts'
import { migrationsHash } from './migrations-hash.ts'
import { postgresTestUrl, TEMPLATE_DATABASE, withDatabaseName } from './test-database-target.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
  }
}

const CACHE = path.join(os.tmpdir(), 'kavach-test-templates')

export default async function setup(project: TestProject) {
  const hash = await migrationsHash()
  const url = postgresTestUrl()
  if (url) {
    await createPostgresTemplate(url, hash)
    return
  }
  project.provide('pgliteTemplatePath', await pgliteTemplate(hash))
}

/** A dump of a migrated PGlite, made once per set of migrations. */
async function pgliteTemplate(hash: string) {
  const file = path.join(CACHE, `${hash}.tar`)
  if (await stat(file).catch(() => undefined)) return file
  const database = await openDatabase({})
  await database.migrate()
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client
  const dump = await client.dumpDataDir('none')
  await database.close()
  await mkdir(CACHE, { recursive: true })
  // Written aside and renamed, so a run started alongside never reads half a dump.
  const partial = `${file}.${process.pid}`
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
  await rename(partial, file)
  return file
}

/** The template database, migrated again only when its comment names other migrations. */
async function createPostgresTemplate(url: string, hash: string) {
  let current = false
  await withClient(url, async (admin) => {
    const { rows } = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [TEMPLATE_DATABASE],
    )
    current = rows[0]?.comment === `migrations ${hash}`
    if (current) return
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
  })
  if (current) return
  const template = await openDatabase({ url: withDatabaseName(url, TEMPLATE_DATABASE) })
  await template.migrate()
  await template.close()
  await withClient(url, (client) =>
    client.query(`COMMENT ON DATABASE ${TEMPLATE_DATABASE} IS 'migrations ${hash}'`),
  )
}

async function withClient(url: string, use: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await use(client)
  } finally {
    await client.end()
  }
}
