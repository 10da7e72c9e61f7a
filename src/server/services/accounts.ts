// Accounts: registration with an emailed code, sign-in, password reset and profile changes.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { membershipTier } from '#domain/membership.ts'
import { paiseToRupees } from '#domain/money.ts'
import type {
  LoginInput,
  ProfileUpdate,
  RegisterInput,
  ResetPasswordInput,
  VerifyOtpInput,
} from '#domain/schemas/auth.ts'
import type { PublicUser } from '#domain/schemas/user.ts'
import type { Db } from '../db/client.ts'
import { type User, users } from '../db/schema/index.ts'
import { conflict, HttpError, unauthorized } from '../lib/http-error.ts'
import type { Mailer } from './mail/mailer.ts'
import { passwordResetMail, verificationMail } from './mail/templates.ts'
import { consumeCode, issueCode } from './one-time-codes.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { deleteUserSessions } from './sessions.ts'

export interface AccountDeps {
  db: Db
  mailer: Mailer
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
    totalSpent: paiseToRupees(user.totalSpent),
    membershipTier: membershipTier(user.totalSpent),
  }
}

async function findByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

export async function register({ db, mailer }: AccountDeps, input: RegisterInput): Promise<void> {
  const existing = await findByEmail(db, input.email)
  if (existing?.emailVerifiedAt) {
    throw conflict('An account with this email already exists. Please sign in instead.')
  }
  const passwordHash = await hashPassword(input.password)
  if (existing) {
    await db.update(users).set({ name: input.name, passwordHash }).where(eq(users.id, existing.id))
  } else {
    await db.insert(users).values({ name: input.name, email: input.email, passwordHash })
  }
  const code = await issueCode(db, input.email, 'verify-email')
  await mailer.send(verificationMail(input.email, input.name, code), { code })
}

export async function verifyEmail({ db }: AccountDeps, input: VerifyOtpInput): Promise<User> {
  await consumeCode(db, input.email, 'verify-email', input.otp)
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.email, input.email))
    .returning()
  if (!user) throw unauthorized('No account for this email')
  return user
}

/** Sends a new verification code when the account still needs one; says nothing otherwise. */
export async function resendVerification({ db, mailer }: AccountDeps, email: string) {
  const user = await findByEmail(db, email)
  if (!user || user.emailVerifiedAt) return
  const code = await issueCode(db, email, 'verify-email')
  await mailer.send(verificationMail(email, user.name, code), { code })
}

// Unknown emails still pay for one hash check, so timing doesn't tell which emails have accounts.
let dummyHash: Promise<string> | undefined
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')))

export async function login({ db }: AccountDeps, input: LoginInput): Promise<User> {
  const user = await findByEmail(db, input.email)
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false)
  if (!user || !valid) throw unauthorized('Invalid email or password')
  if (!user.emailVerifiedAt) {
    throw new HttpError(403, 'Please verify your email before signing in.', [
      { path: 'email', message: 'unverified' },
    ])
  }
  return user
}

export async function requestPasswordReset({ db, mailer }: AccountDeps, email: string) {
  const user = await findByEmail(db, email)
  if (!user) return
  const code = await issueCode(db, email, 'reset-password')
  await mailer.send(passwordResetMail(email, user.name, code), { code })
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
