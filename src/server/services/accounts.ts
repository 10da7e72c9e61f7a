// Accounts: sign-in, password reset and profile changes (registration is in registrations.ts).
import type { z } from 'zod'
import { eq } from 'drizzle-orm'
import { membershipTier } from '#domain/membership.ts'
import {
  ACCOUNT_MESSAGES,
  type LoginInput,
  type ProfileUpdate,
  type ResetPasswordInput,
} from '#domain/account.ts'
import type { PublicUserSchema } from '#domain/account.ts'
import type { Db } from '../db/client.ts'
import { pendingRegistrations, type User, users } from '../db/schema/index.ts'
import { HttpError, unauthorized } from '../lib/http-error.ts'
import { passwordResetMail } from './mail/templates.ts'
import { consumeCode, issueCode } from './one-time-codes.ts'
import { hashPassword, standInPasswordHash, verifyPassword } from './passwords.ts'
import { claimPendingRegistration } from './registrations.ts'
import { deleteUserSessions } from './sessions.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
type PublicUser = z.output<typeof PublicUserSchema>

export interface AccountDeps {
  db: Db
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    isAdmin: user.isAdmin,
    joinDate: user.joinDate.toISOString(),
    totalSpent: user.totalSpent,
    membershipTier: membershipTier(user.totalSpent),
  }
}

async function findByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

export const verifyFirst = () =>
  new HttpError(403, 'Please verify your email before signing in.', [
    { path: 'email', message: 'unverified' },
  ])

/**
 * A verified account's user, or, when the password is that of a registration still waiting for
 * its code, a token that lets this browser verify it. Every outcome costs one password check, so
 * its time doesn't tell whether the email has an account, a pending registration or neither.
 */
export async function login(
  { db }: AccountDeps,
  input: LoginInput,
): Promise<{ user: User } | { registrationToken: string }> {
  const user = await findByEmail(db, input.email)
  if (user?.emailVerifiedAt) {
    const hash = user.passwordHash ?? (await standInPasswordHash())
    if ((await verifyPassword(hash, input.password)) && user.passwordHash) return { user }
    throw unauthorized(ACCOUNT_MESSAGES.badCredentials)
  }
  const registrationToken = await claimPendingRegistration(db, input.email, input.password, user)
  if (registrationToken) return { registrationToken }
  throw unauthorized(ACCOUNT_MESSAGES.badCredentials)
}

async function sendPasswordResetCode({ db }: AccountDeps, user: User) {
  await issueCode(db, user.email, 'reset-password', null, (code) =>
    passwordResetMail(user.email, user.name, code),
  )
}

/** Runs after the reply, which is the same whether or not the email has an account. */
export async function requestPasswordReset(deps: AccountDeps, email: string) {
  const user = await findByEmail(deps.db, email)
  if (user) await sendPasswordResetCode(deps, user)
}

export async function resetPassword({ db }: AccountDeps, input: ResetPasswordInput) {
  await consumeCode(db, input.email, 'reset-password', input.otp)
  const passwordHash = await hashPassword(input.newPassword)
  const [user] = await db
    .update(users)
    // A reset proves the mailbox, so it also verifies an account that never finished sign-up.
    .set({ passwordHash, emailVerifiedAt: new Date() })
    .where(eq(users.email, input.email))
    .returning({ id: users.id })
  if (user) await deleteUserSessions(db, user.id)
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, input.email))
}

export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ name: input.name, ...(input.phone !== undefined && { phone: input.phone || null }) })
    .where(eq(users.id, userId))
    .returning()
  if (!user) throw unauthorized()
  return user
}
