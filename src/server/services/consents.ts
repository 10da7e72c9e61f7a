// A shopper's consents: read at once wherever a message is about to go, changed from the profile,
// at checkout or by an unsubscribe link, each change recorded with where it was made.
import { asc, eq } from 'drizzle-orm'
import {
  CONSENT_PURPOSES,
  type ConsentSource,
  NO_CONSENTS,
  type Preferences,
  type PreferencesUpdate,
} from '#domain/consents.ts'
import type { DbOrTx } from '../db/client.ts'
import { consentEvents, users } from '../db/schema/index.ts'
import { dropMarketingMail } from './mail/outbox.ts'

export async function preferencesOf(db: DbOrTx, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ whatsappUpdates: users.whatsappUpdates, marketingEmails: users.marketingEmails })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? NO_CONSENTS
}

/**
 * Sets the purposes the update names, under the user's row lock, and records each one that
 * changed. Answers the choices as they now stand.
 */
export async function setPreferences(
  db: DbOrTx,
  userId: string,
  update: PreferencesUpdate,
  source: ConsentSource,
): Promise<Preferences> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ whatsappUpdates: users.whatsappUpdates, marketingEmails: users.marketingEmails })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!current) return NO_CONSENTS
    const changed = CONSENT_PURPOSES.filter(
      (purpose) => update[purpose] !== undefined && update[purpose] !== current[purpose],
    )
    if (changed.length === 0) return current
    const next = { ...current, ...Object.fromEntries(changed.map((p) => [p, update[p]])) }
    await tx.update(users).set(next).where(eq(users.id, userId))
    await tx
      .insert(consentEvents)
      .values(changed.map((purpose) => ({ userId, purpose, granted: next[purpose], source })))
    // Withdrawn takes effect at once: a cart reminder already queued doesn't go either.
    if (changed.includes('marketingEmails') && !next.marketingEmails) {
      await dropMarketingMail(tx, userId)
    }
    return next
  })
}

/** Every choice the shopper made, oldest first, for their copy of their data. */
export const consentHistory = (db: DbOrTx, userId: string) =>
  db
    .select({
      purpose: consentEvents.purpose,
      granted: consentEvents.granted,
      source: consentEvents.source,
      at: consentEvents.createdAt,
    })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(asc(consentEvents.createdAt))
