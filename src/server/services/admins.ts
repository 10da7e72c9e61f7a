// Who runs the store: the configured admin, a demo admin on a fresh database, or a promoted user.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { hashPassword } from './passwords.ts'

export const DEMO_ADMIN_EMAIL = 'admin@kavach.local'

export interface AdminLog {
  info(message: string): void
}

/** Makes sure ADMIN_EMAIL is an admin, creating the account with ADMIN_PASSWORD if it is new. */
export async function ensureConfiguredAdmin(db: Db, email: string, password: string) {
  const normalised = email.trim().toLowerCase()
  const [existing] = await db.select().from(users).where(eq(users.email, normalised))
  if (existing) {
    if (!existing.isAdmin)
      await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id))
    return
  }
  await db.insert(users).values({
    name: 'Store Admin',
    email: normalised,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
    isAdmin: true,
  })
}

/** On a database with no admin at all, creates one and prints its one-off password once. */
export async function ensureDemoAdmin(db: Db, log: AdminLog) {
  const [anyAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .limit(1)
  if (anyAdmin) return
  const password = randomBytes(9).toString('base64url')
  await db.insert(users).values({
    name: 'Demo Admin',
    email: DEMO_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
    isAdmin: true,
  })
  log.info(
    `Demo admin created. Sign in at /login as ${DEMO_ADMIN_EMAIL} with password ${password} ` +
      '(shown only this once; `npm run admin -- <email>` promotes another account).',
  )
}

/** Promotes an existing account; answers whether one was found. */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isAdmin: true })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id })
  return updated.length > 0
}
