// Sessions live in the database; the cookie holds only a random token whose hash is the key.
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sessions, type User, users } from '../db/schema/index.ts'

export const SESSION_COOKIE = 'kavach_session'
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** A session is extended at most once a day, so reads don't each become writes. */
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000

const SESSION_IN_COOKIES = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}\\s*=`)

/** Whether a request may be signed in, by a look at its raw Cookie header, as the parser reads it. */
export function carriesSession(headers: IncomingHttpHeaders): boolean {
  return headers.cookie !== undefined && SESSION_IN_COOKIES.test(headers.cookie)
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function createSession(
  db: Db,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt })
  return { token, expiresAt }
}

/**
 * The user behind a token and whether the session is due to be extended; undefined when expired
 * or unknown.
 */
export async function userForToken(
  db: Db,
  token: string,
): Promise<{ user: User; renewalDue: boolean } | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, new Date()),
        // Erasure ends every session; this holds even if one were left behind (decision 032).
        isNull(users.erasedAt),
      ),
    )
  if (!row) return undefined
  const renewalDue = row.expiresAt.getTime() - Date.now() < SESSION_TTL_MS - SLIDE_AFTER_MS
  return { user: row.user, renewalDue }
}

/** Extends a session to its full lifetime from now; answers its new expiry, or undefined when it has ended. */
export async function renewSession(db: Db, token: string): Promise<Date | undefined> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  const renewed = await db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ expiresAt: sessions.expiresAt })
  return renewed[0]?.expiresAt
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}
