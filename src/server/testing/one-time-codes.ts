// Moving mailed codes through time, for the tests of registration and sign-in.
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { oneTimeCodes } from '../db/schema/index.ts'

/** Moves an address's codes a minute into the past, as if the resend cooldown had run out. */
export async function ageCodesPastCooldown(db: Db, email: string) {
  await db
    .update(oneTimeCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(oneTimeCodes.email, email))
}
