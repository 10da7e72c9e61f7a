// Six-digit codes for email verification, password reset and closing an account
// (ARCHITECTURE.md "Security rules").
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import {
  OTP_LENGTH,
  OTP_MAX_TRIES,
  OTP_MESSAGES,
  OTP_RESEND_COOLDOWN_S,
  OTP_TTL_MS,
} from '#domain/one-time-code.ts'
import type { Db } from '../db/client.ts'
import { oneTimeCodes } from '../db/schema/index.ts'
import { badRequest } from '../lib/http-error.ts'
import type { MailMessage } from './mail/mailer.ts'
import { enqueueMail } from './mail/outbox.ts'

export type CodePurpose = 'verify-email' | 'reset-password' | 'erase-account'

const expired = () => badRequest(OTP_MESSAGES.expired)
const invalid = () => badRequest(OTP_MESSAGES.invalid)

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex')
}

function sameCode(codeHash: string, email: string, purpose: CodePurpose, code: string): boolean {
  return timingSafeEqual(
    Buffer.from(codeHash, 'hex'),
    Buffer.from(hashCode(email, purpose, code), 'hex'),
  )
}

/**
 * Issues a fresh code, voiding the earlier live ones it replaces (every reset code of the address,
 * or the codes of the same registration), and queues the mail carrying it in the same transaction.
 * Issues nothing when the address had a code of this purpose within the last minute: callers
 * answer before this runs, so the cooldown never shows to the asker.
 */
export async function issueCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  registrationId: string | null,
  mail: (code: string) => MailMessage,
): Promise<void> {
  const [latest] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  if (latest && latest.createdAt.getTime() + OTP_RESEND_COOLDOWN_S * 1000 > Date.now()) return

  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeCodes.email, email),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
          registrationId ? eq(oneTimeCodes.registrationId, registrationId) : undefined,
        ),
      )
    await tx.insert(oneTimeCodes).values({
      email,
      purpose,
      registrationId,
      codeHash: hashCode(email, purpose, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    })
    await enqueueMail(tx, mail(code), { code })
  })
}

/** Marks a code used, once; throws when a parallel request used it first. */
async function markUsed(db: Db, id: string) {
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id })
  if (used.length === 0) throw badRequest(OTP_MESSAGES.used)
}

/**
 * Uses up the address's newest code of the purpose (a reset, an erasure), or throws a 400 saying
 * why it can't be used.
 */
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
  if (!live || live.expiresAt.getTime() < Date.now()) throw expired()
  // Every try is counted first, in SQL, so parallel guesses can't share one try.
  const tried = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, live.id), lt(oneTimeCodes.attempts, OTP_MAX_TRIES)))
    .returning({ id: oneTimeCodes.id })
  if (tried.length === 0) throw expired()
  if (!sameCode(live.codeHash, email, purpose, code)) throw invalid()
  await markUsed(db, live.id)
}

/**
 * Uses up the live verification code of the asking browser's registration. Codes sent for other
 * registrations of the address are never tried, so guesses from elsewhere can't use up the owner's
 * five tries. Tries are counted in one UPDATE, so parallel guesses can't share a try.
 */
export async function consumeRegistrationCode(
  db: Db,
  email: string,
  registrationId: string | undefined,
  code: string,
) {
  const live = and(
    eq(oneTimeCodes.email, email),
    eq(oneTimeCodes.purpose, 'verify-email'),
    isNull(oneTimeCodes.consumedAt),
    gt(oneTimeCodes.expiresAt, sql`now()`),
    lt(oneTimeCodes.attempts, OTP_MAX_TRIES),
  )
  const tried = registrationId
    ? await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(live, eq(oneTimeCodes.registrationId, registrationId)))
        .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash })
    : []
  if (tried.length === 0) {
    if (registrationId) throw expired()
    throw badRequest(OTP_MESSAGES.otherBrowser)
  }
  const match = tried.find((row) => sameCode(row.codeHash, email, 'verify-email', code))
  if (!match) throw invalid()
  await markUsed(db, match.id)
}
