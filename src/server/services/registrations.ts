// Registration: what a register asks for waits in pending_registrations, bound to the registering
// browser, and becomes an account only when a code mailed for it is entered in that browser.
import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { RegisterInput, VerifyOtpInput } from '#domain/account.ts'
import type { Db } from '../db/client.ts'
import {
  oneTimeCodes,
  type PendingRegistration,
  pendingRegistrations,
  type User,
  users,
} from '../db/schema/index.ts'
import { conflict } from '../lib/http-error.ts'
import { enqueueMail } from './mail/outbox.ts'
import { accountExistsMail, verificationMail } from './mail/templates.ts'
import { consumeRegistrationCode, issueCode } from './one-time-codes.ts'
import { hashPassword, standInPasswordHash, verifyPassword } from './passwords.ts'
import { hashToken } from './sessions.ts'

export interface RegistrationDeps {
  db: Db
  publicUrl: string
}

export const REGISTRATION_COOKIE = 'kavach_registration'
/** A registration that was not verified within a day is forgotten (housekeeping deletes it). */
export const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000

export const newRegistrationToken = () => randomBytes(32).toString('base64url')

const live = () => gt(pendingRegistrations.createdAt, new Date(Date.now() - REGISTRATION_TTL_MS))

async function findRegistration(db: Db, email: string, token: string | undefined) {
  if (!token) return undefined
  const [registration] = await db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.email, email),
        eq(pendingRegistrations.tokenHash, hashToken(token)),
        live(),
      ),
    )
  return registration
}

async function sendRegistrationCode({ db }: RegistrationDeps, pending: PendingRegistration) {
  await issueCode(db, pending.email, 'verify-email', pending.id, (code) =>
    verificationMail(pending.email, pending.name, code),
  )
}

async function sendAccountExistsMail({ db, publicUrl }: RegistrationDeps, user: User) {
  await enqueueMail(db, accountExistsMail(user.email, user.name, publicUrl))
}

/**
 * Runs after the reply, which is the same for every email. A verified account is left as it is
 * and its owner is told; otherwise the request waits as a pending registration with its own code.
 */
export async function register(deps: RegistrationDeps, input: RegisterInput, token: string) {
  const passwordHash = await hashPassword(input.password)
  const [existing] = await deps.db.select().from(users).where(eq(users.email, input.email))
  if (existing?.emailVerifiedAt) return sendAccountExistsMail(deps, existing)
  const [pending] = await deps.db
    .insert(pendingRegistrations)
    .values({ email: input.email, name: input.name, passwordHash, tokenHash: hashToken(token) })
    .returning()
  if (pending) await sendRegistrationCode(deps, pending)
}

/** Runs after the reply: a new code for this browser's registration, if it has one. */
export async function resendVerification(deps: RegistrationDeps, email: string, token?: string) {
  const pending = await findRegistration(deps.db, email, token)
  if (pending) await sendRegistrationCode(deps, pending)
}

/** Turns the browser's registration into a verified account, with its name and password. */
export async function verifyEmail(
  { db }: RegistrationDeps,
  input: VerifyOtpInput,
  token: string | undefined,
): Promise<User> {
  const pending = await findRegistration(db, input.email, token)
  await consumeRegistrationCode(db, input.email, pending?.id, input.otp)
  if (!pending) throw conflict('This registration is no longer pending.')
  return db.transaction(async (tx) => {
    const chosen = { name: pending.name, passwordHash: pending.passwordHash }
    // An unverified users row is left over from before registrations were kept apart: it was
    // never anybody's account, so the verified registration takes it over.
    const [user] = await tx
      .insert(users)
      .values({ email: pending.email, ...chosen, emailVerifiedAt: new Date() })
      .onConflictDoUpdate({
        target: users.email,
        set: { ...chosen, emailVerifiedAt: sql`now()` },
        setWhere: isNull(users.emailVerifiedAt),
      })
      .returning()
    if (!user) throw conflict('An account with this email already exists. Please sign in instead.')
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, pending.email))
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeCodes.email, pending.email),
          eq(oneTimeCodes.purpose, 'verify-email'),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
    return user
  })
}

/**
 * For sign-in to an email without a verified account: when the password is that of its newest
 * pending registration (or, when it has none, of an unverified row left from before), hands this
 * browser a new token for it, so it can ask for a code and verify here. Answers undefined when
 * nothing matches. It checks one password hash whatever the email holds, as sign-in does for an
 * unknown email, so its time tells nothing; hence one registration however many are piled up.
 */
export async function claimPendingRegistration(
  db: Db,
  email: string,
  password: string,
  unverified: User | undefined,
): Promise<string | undefined> {
  const [newest] = await db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, email), live()))
    .orderBy(desc(pendingRegistrations.createdAt))
    .limit(1)
  const hash = newest?.passwordHash ?? unverified?.passwordHash
  if (!(await verifyPassword(hash ?? (await standInPasswordHash()), password)) || !hash) {
    return undefined
  }
  const token = newRegistrationToken()
  if (newest) {
    await db
      .update(pendingRegistrations)
      .set({ tokenHash: hashToken(token) })
      .where(eq(pendingRegistrations.id, newest.id))
  } else if (unverified) {
    await db.insert(pendingRegistrations).values({
      email,
      name: unverified.name,
      passwordHash: hash,
      tokenHash: hashToken(token),
    })
  }
  return token
}
