// Sends the outbox: claims due rows, sends each through the mailer, and retries failures with backoff.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { Log } from '../../lib/log.ts'
import { defaultBackoffMs, type OutboxLoop, startOutboxLoop } from '../../lib/outbox-loop.ts'
import { mailOutbox, type OutboxMail } from '../../db/schema/index.ts'
import { noticeOfFailingMail } from '../staff-notices/failing-mail-notice.ts'
import type { StaffNoticeSettings } from '../staff-notices/recipients.ts'
import type { Mailer } from './mailer.ts'

export interface MailWorkerOptions {
  db: Db
  mailer: Mailer
  log: Pick<Log, 'warn' | 'error'>
  /** Domain of each mail's Message-ID. */
  messageIdDomain?: string
  pollMs?: number
  /** Wait before the next try after `attempts` failed ones. */
  backoffMs?: (attempts: number) => number
  now?: () => Date
  batchSize?: number
  /** Who hears that mail is failing; nobody without it. */
  staff?: StaffNoticeSettings
}

/**
 * While a worker sends a row, the row's next attempt lies this far ahead, so no other worker
 * claims it. It outlasts the mailer's SMTP timeouts; a worker killed mid-send leaves its rows
 * to be retried once the lease runs out.
 */
const LEASE_MS = 5 * 60_000

export type MailWorker = OutboxLoop

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    mailer,
    log,
    messageIdDomain = 'kavach.local',
    pollMs = 1_000,
    backoffMs = defaultBackoffMs,
    now = () => new Date(),
    batchSize = 5,
    staff,
  } = options
  async function claim(): Promise<OutboxMail[]> {
    const at = now()
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, at)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + LEASE_MS),
      })
      .where(inArray(mailOutbox.id, due))
      .returning()
  }

  async function deliver(row: OutboxMail): Promise<boolean> {
    try {
      await mailer.send(
        {
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.headers && { headers: row.headers }),
          // A crash between the server's acceptance and the update below sends the row again
          // after its lease; the same Message-ID lets mail clients and staff see it as one mail.
          messageId: `<${row.id}@${messageIdDomain}>`,
        },
        row.logHint ?? undefined,
      )
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      log.warn({ err: error, mailId: row.id, attempts: row.attempts }, 'mail not sent; will retry')
      const at = now()
      await db
        .update(mailOutbox)
        .set({
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(at.getTime() + backoffMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id))
      // Apart from the try's record, which a notice that can't be queued must not undo.
      if (staff) {
        await db
          .transaction((tx) => noticeOfFailingMail(tx, staff, row, message.slice(0, 500), at))
          .catch((err: unknown) =>
            log.error({ err, mailId: row.id }, 'failing-mail notice not queued'),
          )
      }
      return false
    }
    await db
      .update(mailOutbox)
      .set({ sentAt: now(), lastError: null })
      .where(eq(mailOutbox.id, row.id))
    return true
  }

  return startOutboxLoop({ claim, deliver, pollMs, log, what: 'mail' })
}
