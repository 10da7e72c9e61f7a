// Who runs the store: the configured admin or a promoted user (the demo admin: demo-admin.ts).
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { pendingRegistrations, sessions, users } from '../db/schema/index.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

/**
 * Leaves ADMIN_EMAIL a verified admin whose password is exactly ADMIN_PASSWORD, creating it if new.
 * When the stored password was another one (or the mailbox was never proved), someone else may hold
 * its sessions, so they end; a restart that changes nothing keeps the owner signed in.
 */
export async function ensureConfiguredAdmin(db: Db, email: string, password: string) {
  const normalised = email.trim().toLowerCase()
  const [existing] = await db.select().from(users).where(eq(users.email, normalised))
  if (
    existing?.emailVerifiedAt &&
    existing.isAdmin &&
    existing.passwordHash &&
    (await verifyPassword(existing.passwordHash, password))
  ) {
    return
  }
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({
        name: 'Store Admin',
        email: normalised,
        passwordHash,
        emailVerifiedAt: new Date(),
        isAdmin: true,
      })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          passwordHash,
          isAdmin: true,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        },
      })
      .returning({ id: users.id })
    if (admin) await tx.delete(sessions).where(eq(sessions.userId, admin.id))
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, normalised))
  })
}

export type PromoteResult = 'promoted' | 'missing' | 'unverified'

/** Promotes an existing, verified account: an unverified one's password may be someone else's. */
export async function promoteToAdmin(db: Db, email: string): Promise<PromoteResult> {
  const [user] = await db
    .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
  if (!user) return 'missing'
  if (!user.emailVerifiedAt) return 'unverified'
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id))
  return 'promoted'
}
