import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { createUser } from '../testing/user-factory.ts'
import { DEMO_ADMIN_EMAIL, demoAdminPasswordFile, ensureDemoAdmin } from './demo-admin.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

let database: Database
let place: { dataDir: string; publicUrl: string }
beforeEach(async () => {
  database = await createTestDatabase()
  place = {
    dataDir: await mkdtemp(path.join(os.tmpdir(), 'kavach-demo-admin-')),
    publicUrl: 'http://localhost:3000',
  }
})
afterEach(async () => {
  await database.close()
  await rm(place.dataDir, { recursive: true, force: true })
})

const demoAdmin = async () =>
  (await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL)))[0]

describe('the demo admin', () => {
  it('is made on a database without admins, its password said once and kept for its owner alone', async () => {
    const line = await ensureDemoAdmin(database.db, place)
    const password = /with password (\S+) /.exec(line ?? '')?.[1] ?? ''
    expect(line).toContain(`sign in at http://localhost:3000/login as ${DEMO_ADMIN_EMAIL}`)
    expect(await verifyPassword((await demoAdmin())?.passwordHash ?? '', password)).toBe(true)

    const file = demoAdminPasswordFile(place.dataDir)
    expect(line).toContain(`kept in ${file} until you change it`)
    expect((await readFile(file, 'utf8')).trim()).toBe(password)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
  })

  it('is named with the file, never the password, on every later start', async () => {
    const first = await ensureDemoAdmin(database.db, place)
    const password = /with password (\S+) /.exec(first ?? '')?.[1] ?? ''
    const later = await ensureDemoAdmin(database.db, place)
    expect(later).toBe(
      `Demo admin: sign in at http://localhost:3000/login as ${DEMO_ADMIN_EMAIL} with the password in ${demoAdminPasswordFile(place.dataDir)}.`,
    )
    expect(later).not.toContain(password)
    expect(await database.db.$count(users, eq(users.email, DEMO_ADMIN_EMAIL))).toBe(1)
  })

  it('stops being named, and its file goes, once its password was changed', async () => {
    await ensureDemoAdmin(database.db, place)
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('changed-by-owner-1') })
      .where(eq(users.email, DEMO_ADMIN_EMAIL))
    expect(await ensureDemoAdmin(database.db, place)).toBeUndefined()
    await expect(stat(demoAdminPasswordFile(place.dataDir))).rejects.toThrow(/ENOENT/)
  })

  it('is not made, nor named, where another admin runs the store', async () => {
    await createUser(database.db, { isAdmin: true })
    expect(await ensureDemoAdmin(database.db, place)).toBeUndefined()
    expect(await demoAdmin()).toBeUndefined()
  })
})
