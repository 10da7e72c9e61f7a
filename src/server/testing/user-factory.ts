import { randomBytes } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { type NewUser, users } from '../db/schema/index.ts'
import { hashPassword } from '../services/passwords.ts'
import { createSession, SESSION_COOKIE } from '../services/sessions.ts'

export const TEST_PASSWORD = 'correct-horse-42'

let emails = 0
/** An address no test has used yet, such as `shopper3.1767225600000@example.in`. */
export const freshEmail = (who = 'shopper') => `${who}${++emails}.${Date.now()}@example.in`

/** A verified customer with TEST_PASSWORD, unless told otherwise. */
export async function createUser(db: Db, overrides: Partial<NewUser> & { password?: string } = {}) {
  const { password = TEST_PASSWORD, ...fields } = overrides
  const [user] = await db
    .insert(users)
    .values({
      name: 'Asha Rao',
      email: `asha.${randomBytes(4).toString('hex')}@example.in`,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      ...fields,
    })
    .returning()
  if (!user) throw new Error('user not created')
  return user
}

/** A customer with a live session, and the cookie that carries it. */
export async function createSignedInUser(db: Db, overrides: Partial<NewUser> = {}) {
  const user = await createUser(db, overrides)
  const { token } = await createSession(db, user.id)
  return { user, cookie: `${SESSION_COOKIE}=${token}` }
}
