// What a reminder's links do (decision 034): the restore link answers the lines the mail named
// and nothing else of the shopper's; the unsubscribe link withdraws their consent to such mail.
import { eq } from 'drizzle-orm'
import { RESTORE_LINK_DAYS } from '#domain/cart/cart-reminders.ts'
import { type KeptLine, LINK_NOT_VALID, RESTORE_LINK_EXPIRED } from '#domain/cart/server-cart.ts'
import type { Db } from '../../db/client.ts'
import { cartReminders } from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { setPreferences } from '../consents.ts'
import { hashLinkToken } from './cart-reminders.ts'

export async function restoredLines(db: Db, token: string, now = new Date()): Promise<KeptLine[]> {
  const [reminder] = await db
    .select({ lines: cartReminders.lines, sentAt: cartReminders.sentAt })
    .from(cartReminders)
    .where(eq(cartReminders.restoreTokenHash, hashLinkToken(token)))
  if (!reminder) throw notFound(LINK_NOT_VALID)
  if (now.getTime() - reminder.sentAt.getTime() > RESTORE_LINK_DAYS * 86_400_000) {
    throw new HttpError(410, RESTORE_LINK_EXPIRED)
  }
  return reminder.lines
}

/** One click, and as often as it is clicked: the same answer once the consent is withdrawn. */
export async function unsubscribeByLink(db: Db, token: string): Promise<void> {
  const [reminder] = await db
    .select({ userId: cartReminders.userId })
    .from(cartReminders)
    .where(eq(cartReminders.unsubscribeTokenHash, hashLinkToken(token)))
  if (!reminder) throw notFound(LINK_NOT_VALID)
  await setPreferences(db, reminder.userId, { marketingEmails: false }, 'unsubscribe_link')
}
