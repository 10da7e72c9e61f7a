import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { sessions, users } from '../db/schema/index.ts'
import { createSession } from './sessions.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { createUser } from '../testing/user-factory.ts'
import { ensureConfiguredAdmin, promoteToAdmin } from './admins.ts'
import { verifyPassword } from './passwords.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('admins', () => {
  it('creates the configured admin with its password, verified', async () => {
    await ensureConfiguredAdmin(database.db, ' Owner@Kavach.Test ', 'owner-pass-1')
    const [owner] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'owner@kavach.test'))
    expect(owner).toMatchObject({ isAdmin: true })
    expect(owner?.emailVerifiedAt).not.toBeNull()
    expect(await verifyPassword(owner?.passwordHash ?? '', 'owner-pass-1')).toBe(true)
  })

  it('leaves an unverified account named as ADMIN_EMAIL verified, with ADMIN_PASSWORD and no sessions', async () => {
    const user = await createUser(database.db, {
      emailVerifiedAt: null,
      password: 'someone-else-1',
    })
    await createSession(database.db, user.id)
    await ensureConfiguredAdmin(database.db, user.email, 'owner-pass-2')
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id))
    expect(after).toMatchObject({ isAdmin: true })
    expect(after?.emailVerifiedAt).not.toBeNull()
    expect(await verifyPassword(after?.passwordHash ?? '', 'owner-pass-2')).toBe(true)
    expect(await verifyPassword(after?.passwordHash ?? '', 'someone-else-1')).toBe(false)
    expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0)
  })

  it('gives a verified account named as ADMIN_EMAIL exactly ADMIN_PASSWORD and ends its sessions', async () => {
    const user = await createUser(database.db)
    await createSession(database.db, user.id)
    await ensureConfiguredAdmin(database.db, user.email, 'owner-pass-3')
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id))
    expect(after).toMatchObject({ isAdmin: true })
    expect(await verifyPassword(after?.passwordHash ?? '', 'owner-pass-3')).toBe(true)
    expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0)
  })

  it('keeps the configured admin signed in across restarts when nothing changed', async () => {
    await ensureConfiguredAdmin(database.db, 'steady@kavach.test', 'owner-pass-4')
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'steady@kavach.test'))
    await createSession(database.db, admin?.id ?? '')
    await ensureConfiguredAdmin(database.db, 'steady@kavach.test', 'owner-pass-4')
    expect(await database.db.$count(sessions, eq(sessions.userId, admin?.id ?? ''))).toBe(1)
  })

  it('promotes an account by email, and says when there is none', async () => {
    const user = await createUser(database.db)
    expect(await promoteToAdmin(database.db, user.email.toUpperCase())).toBe('promoted')
    expect(await promoteToAdmin(database.db, 'nobody@example.in')).toBe('missing')
  })

  it('refuses to promote an unverified account, whose password someone else may have chosen', async () => {
    const user = await createUser(database.db, { emailVerifiedAt: null })
    expect(await promoteToAdmin(database.db, user.email)).toBe('unverified')
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id))
    expect(after?.isAdmin).toBe(false)
  })
})
