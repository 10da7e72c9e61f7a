// Sends the outbox: claims due rows, sends each through the mailer, and retries failures with backoff.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { Log } from '../../lib/log.ts'
import { mailOutbox, type OutboxMail } from '../../db/schema/index.ts'
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
}

/** 30 s, doubling, at most an hour. */
export const defaultBackoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)

/**
 * While a worker sends a row, the row's next attempt lies this far ahead, so no other worker
 * claims it. It outlasts the mailer's SMTP timeouts; a worker killed mid-send leaves its rows
 * to be retried once the lease runs out.
 */
const LEASE_MS = 5 * 60_000

export interface MailWorker {
  /** Look for due mail now (after this process committed some), instead of at the next poll. */
  nudge(): void
  /** Sends what is due until nothing is or a send fails, resolving with how many were sent. */
  drain(): Promise<number>
  stop(): Promise<void>
}

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
  } = options
  let stopped = false
  let running: Promise<void> | undefined
  let again = false

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
          // A crash between the server's acceptance and the update below sends the row again
          // after its lease; the same Message-ID lets mail clients and staff see it as one mail.
          messageId: `<${row.id}@${messageIdDomain}>`,
        },
        row.logHint ?? undefined,
      )
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      log.warn({ err: error, mailId: row.id, attempts: row.attempts }, 'mail not sent; will retry')
      await db
        .update(mailOutbox)
        .set({
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id))
      return false
    }
    await db
      .update(mailOutbox)
      .set({ sentAt: now(), lastError: null })
      .where(eq(mailOutbox.id, row.id))
    return true
  }

  /** Claims and sends batches until nothing is due. */
  async function sendDue(): Promise<number> {
    let sent = 0
    for (;;) {
      const rows = await claim()
      if (rows.length === 0) return sent
      const results = await Promise.all(rows.map(deliver))
      sent += results.filter(Boolean).length
      // A failure likely means the server is down: leave the rest to the next poll.
      if (stopped || results.includes(false)) return sent
    }
  }

  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        await sendDue().catch((error: unknown) =>
          log.error({ err: error }, 'mail outbox could not be read'),
        )
      } while (again && !stopped)
    })().finally(() => {
      running = undefined
    })
  }

  const timer = setInterval(kick, pollMs)
  timer.unref()
  kick()

  return {
    nudge: kick,
    async drain() {
      await running
      return sendDue()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
