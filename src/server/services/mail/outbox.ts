// The mail outbox: producers write a row in their own transaction; the mail worker sends it.
import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import type { AdminMail } from '#domain/failing-mail.ts'
import type { StaffNoticeKind } from '#domain/staff-notices.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { mailOutbox, type OutboxMail } from '../../db/schema/index.ts'
import { readShopProfile } from '../shop-profile.ts'
import type { MailMessage } from './mailer.ts'
import { fillProfileSlots, hasProfileSlots } from './templates.ts'

/** Unsent after this many tries, a mail shows up for staff as failing. */
export const FAILING_AFTER_ATTEMPTS = 3
/** Sent mail (whose bodies can hold one-time codes) is kept this long, then swept. */
const KEEP_SENT_MAIL_MS = 7 * 86_400_000

/**
 * Call with the transaction that makes the change the mail is about, so both commit or neither.
 * A marketing mail names its shopper as `consentUserId`: withdrawing their consent drops it unsent.
 */
export async function enqueueMail(
  db: DbOrTx,
  message: MailMessage,
  logHint?: Record<string, string>,
  consentUserId?: string,
): Promise<void> {
  const rows = await outboxRows(db, [message])
  await db.insert(mailOutbox).values(
    rows.map((row) => ({
      ...row,
      logHint: logHint ?? null,
      consentUserId: consentUserId ?? null,
    })),
  )
}

/**
 * A notice to staff (decision 039), one mail per recipient, in the transaction of what it tells
 * of. With a dedupe key, a recipient's copy already in the outbox under it is not queued again: a
 * day's digest to one address goes once.
 */
export async function enqueueStaffNotices(
  db: DbOrTx,
  messages: MailMessage[],
  notice: { kind: StaffNoticeKind; dedupeKey?: string },
): Promise<void> {
  if (messages.length === 0) return
  const rows = await outboxRows(db, messages)
  await db
    .insert(mailOutbox)
    .values(
      rows.map((row) => ({
        ...row,
        staffNotice: notice.kind,
        dedupeKey: notice.dedupeKey ? `${notice.dedupeKey}:${row.recipient}` : null,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
}

/** The mails as they are kept, the shop's profile (read once) filled in where a layout names it. */
async function outboxRows(db: DbOrTx, queued: MailMessage[]) {
  const profile = queued.some(hasProfileSlots) ? await readShopProfile(db) : undefined
  return queued.map((mail) => {
    const message = profile && hasProfileSlots(mail) ? fillProfileSlots(mail, profile) : mail
    return {
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ?? null,
    }
  })
}

/** Marketing mail to the shopper not yet sent, dropped: they have just withdrawn their consent. */
export async function dropMarketingMail(db: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.consentUserId, userId), isNull(mailOutbox.sentAt)))
}

const failing = and(isNull(mailOutbox.sentAt), gte(mailOutbox.attempts, FAILING_AFTER_ATTEMPTS))

export async function failingMails(db: Db, limit = 100): Promise<AdminMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(failing)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit)
  return rows.map(toAdminMail)
}

export async function countFailingMails(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(failing)
  return row?.n ?? 0
}

export async function deleteSentMail(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.sentAt, new Date(now.getTime() - KEEP_SENT_MAIL_MS)))
}

function toAdminMail(row: OutboxMail): AdminMail {
  return {
    _id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}
