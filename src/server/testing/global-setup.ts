// Migrates one template database per run; each test file then starts from a copy of it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.ts'
import { postgresTestUrl, TEMPLATE_DATABASE, withDatabaseName } from './test-database-target.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
  }
}

export default async function setup(project: TestProject) {
  const url = postgresTestUrl()
  if (url) {
    await createPostgresTemplate(url)
    return
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kavach-template-'))
  const database = await openDatabase({})
  await database.migrate()
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client
  const dump = await client.dumpDataDir('none')
  await database.close()
  const file = path.join(dir, 'template.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplatePath', file)
  return () => rm(dir, { recursive: true, force: true })
}

async function createPostgresTemplate(url: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
  } finally {
    await admin.end()
  }
  const template = await openDatabase({ url: withDatabaseName(url, TEMPLATE_DATABASE) })
  await template.migrate()
  await template.close()
}
