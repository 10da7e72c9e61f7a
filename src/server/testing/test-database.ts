// A fresh, migrated database for one test file, copied from the run's template.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../db/client.ts'
import { postgresTestUrl, TEMPLATE_DATABASE, withDatabaseName } from './test-database-target.ts'

export async function createTestDatabase(): Promise<Database> {
  const url = postgresTestUrl()
  if (!url) {
    const dump = await readFile(inject('pgliteTemplatePath'))
    return openDatabase({ loadDataDir: new Blob([dump]) })
  }
  const name = `kavach_test_${randomBytes(6).toString('hex')}`
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`)
  const database = await openDatabase({
    url: withDatabaseName(url, name),
    // pool.end() lets go of its clients before they finish closing, so the forced drop below
    // may end one of them first (57P01, admin_shutdown); anything else is a real failure.
    onConnectionError: (error) => {
      if ((error as { code?: string }).code !== '57P01') throw error
    },
  })
  return {
    ...database,
    async close() {
      await database.close()
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
