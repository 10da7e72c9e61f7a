import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { coupons, users } from '../db/schema/index.ts'
import type { Database } from '../db/client.ts'
import { createTestDatabase } from '../testing/test-database.ts'

const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$not-for-the-logs'
let app: Awaited<ReturnType<typeof buildApp>>
let database: Database
let logged = ''

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-db-errors-'))
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk)
      done()
    },
  })
  database = await createTestDatabase()
  app = await buildApp({ config, database, logger: { level: 'info', stream } })
  const db = database.db
  const newUser = () => ({ name: 'Asha', email: 'twice@example.in', passwordHash: SECRET })
  app.get('/api/test/duplicate', async () => {
    await db.insert(users).values(newUser())
    await db.insert(users).values(newUser())
  })
  app.get('/api/test/overflow', async () => {
    await db.insert(coupons).values({ code: 'HUGE', type: 'flat', value: 2 ** 40, minCartValue: 0 })
  })
  app.get('/api/test/broken', async () => {
    await db.execute(sql`select ${SECRET}::text || no_such_column`)
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('database errors a request causes', () => {
  it('answer a unique violation with a 409 and a readable message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/duplicate' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: expect.stringMatching(/already exists/) })
  })

  it('answer a number too large for its column with a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/overflow' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: expect.stringMatching(/too large/) })
  })

  it('hide every other failure behind a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/broken' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: 'Something went wrong. Please try again.' })
  })

  it('are logged with their SQLSTATE and constraint but never the query or its parameters', () => {
    expect(logged).toContain('23505')
    expect(logged).toContain('users_email')
    expect(logged).toContain('42703')
    expect(logged).not.toContain('not-for-the-logs')
    expect(logged).not.toContain('twice@example.in')
    expect(logged).not.toMatch(/insert into/i)
  })
})
