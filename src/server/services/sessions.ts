// Sessions live in the database; the cookie holds only a random token whose hash is the key.
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { and, eq, gt } from 'drizzle-orm'
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

/** The user behind a token, extending the session when it is due; undefined when expired or unknown. */
export async function userForToken(
  db: Db,
  token: string,
): Promise<{ user: User; expiresAt: Date; renewed: boolean } | undefined> {
  const tokenHash = hashToken(token)
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
  if (!row) return undefined
  if (row.expiresAt.getTime() - Date.now() < SESSION_TTL_MS - SLIDE_AFTER_MS) {
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash))
    return { user: row.user, expiresAt, renewed: true }
  }
  return { ...row, renewed: false }
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}
