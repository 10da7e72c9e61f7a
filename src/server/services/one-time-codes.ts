// Six-digit codes for email verification and password reset (ARCHITECTURE.md "Security rules").
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { OTP_RESEND_COOLDOWN_S } from '#domain/limits.ts'
import type { Db } from '../db/client.ts'
import { oneTimeCodes } from '../db/schema/index.ts'
import { badRequest, HttpError } from '../lib/http-error.ts'

export type CodePurpose = 'verify-email' | 'reset-password'

export const CODE_TTL_MS = 10 * 60 * 1000
/** A code dies after five wrong tries: the sixth try is refused even when it is right. */
export const MAX_TRIES = 5

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex')
}

/** Issues a fresh code (voiding any earlier one), at most once a minute per address and purpose. */
export async function issueCode(db: Db, email: string, purpose: CodePurpose): Promise<string> {
  const [latest] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  const waitMs = latest ? latest.createdAt.getTime() + OTP_RESEND_COOLDOWN_S * 1000 - Date.now() : 0
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000)
    throw new HttpError(429, `Please wait ${seconds}s before requesting a new code.`, undefined, {
      'retry-after': String(seconds),
    })
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeCodes.email, email),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
    await tx.insert(oneTimeCodes).values({
      email,
      purpose,
      codeHash: hashCode(email, purpose, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    })
  })
  return code
}

/** Uses up a code, or throws a 400 saying why it can't be used. */
export async function consumeCode(db: Db, email: string, purpose: CodePurpose, code: string) {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, email),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  const expired = badRequest('This code has expired. Please request a new one.')
  if (!live || live.expiresAt.getTime() < Date.now()) throw expired
  // Every try is counted first, in SQL, so parallel guesses can't share one try.
  const tried = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, live.id), lt(oneTimeCodes.attempts, MAX_TRIES)))
    .returning({ id: oneTimeCodes.id })
  if (tried.length === 0) throw expired
  const expected = Buffer.from(live.codeHash, 'hex')
  const given = Buffer.from(hashCode(email, purpose, code), 'hex')
  if (!timingSafeEqual(expected, given)) {
    throw badRequest('Invalid OTP. Please check the code and try again.')
  }
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id })
  if (used.length === 0) throw badRequest('This code has already been used.')
}
