// Removes what has expired: sessions past their end, one-time codes and registrations older than a
// day, unpaid orders past their time, and sent mail past its keeping time.
import { lt } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { oneTimeCodes, pendingRegistrations, sessions } from '../db/schema/index.ts'
import { deleteSentMail } from './mail/outbox.ts'
import { expireAttempts } from './orders/checkout-attempts.ts'
import { REGISTRATION_TTL_MS } from './registrations.ts'

export const SWEEP_EVERY_MS = 5 * 60 * 1000

export async function sweepExpired(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
  await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.expiresAt, new Date(now.getTime() - 86_400_000)))
  await db
    .delete(pendingRegistrations)
    .where(lt(pendingRegistrations.createdAt, new Date(now.getTime() - REGISTRATION_TTL_MS)))
  await expireAttempts(db, now)
  await deleteSentMail(db, now)
}
