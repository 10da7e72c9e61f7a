// Sends the WhatsApp outbox: claims due messages, sends each through the Cloud API (or the
// simulator), retries failures with backoff, and gives up after a few tries. A shopper who turned
// updates off since a message was written gets none: their consent is read again as it goes.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users, whatsappOutbox, type WhatsAppOutboxRow } from '../../db/schema/index.ts'
import type { Log } from '../../lib/log.ts'
import { defaultBackoffMs, type OutboxLoop, startOutboxLoop } from '../../lib/outbox-loop.ts'
import type { WhatsApp } from './client.ts'

export interface WhatsAppWorkerOptions {
  db: Db
  whatsapp: WhatsApp
  /** The shop's address, put before the paths the messages link to. */
  publicUrl: string
  log: Pick<Log, 'warn' | 'error'>
  pollMs?: number
  backoffMs?: (attempts: number) => number
  now?: () => Date
}

/** After this many tries a message is marked failed and not tried again. */
export const WHATSAPP_MAX_ATTEMPTS = 6
/** Longer than the client's timeout: while a worker sends a row, no other claims it. */
const LEASE_MS = 2 * 60_000
const BATCH = 5

type Claimed = WhatsAppOutboxRow & { consented: boolean }

export function startWhatsAppWorker(options: WhatsAppWorkerOptions): OutboxLoop {
  const { db, whatsapp, publicUrl, log, pollMs = 2_000, backoffMs = defaultBackoffMs } = options
  const now = options.now ?? (() => new Date())

  async function claim(): Promise<Claimed[]> {
    const at = now()
    const due = db
      .select({ id: whatsappOutbox.id })
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.status, 'queued'), lte(whatsappOutbox.nextAttemptAt, at)))
      .orderBy(asc(whatsappOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    const rows = await db
      .update(whatsappOutbox)
      .set({
        attempts: sql`${whatsappOutbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + LEASE_MS),
      })
      .where(inArray(whatsappOutbox.id, due))
      .returning()
    if (rows.length === 0) return []
    const consents = await db
      .select({ id: users.id, consented: users.whatsappUpdates })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]))
    return rows.map((row) => ({
      ...row,
      consented: consents.some((c) => c.id === row.userId && c.consented),
    }))
  }

  const settle = (id: string, change: Partial<WhatsAppOutboxRow>) =>
    db.update(whatsappOutbox).set(change).where(eq(whatsappOutbox.id, id))

  async function deliver(row: Claimed): Promise<boolean> {
    if (!row.consented) {
      await settle(row.id, { status: 'skipped', lastError: 'Updates turned off before sending' })
      return true
    }
    let messageId: string
    try {
      messageId = await whatsapp.send(row.recipient, {
        template: row.template,
        parameters: row.parameters.map((p) => (p.startsWith('/') ? `${publicUrl}${p}` : p)),
      })
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      const last = row.attempts >= WHATSAPP_MAX_ATTEMPTS
      log.warn({ err: error, whatsappId: row.id, attempts: row.attempts }, 'whatsapp not sent')
      await settle(row.id, {
        lastError: message,
        ...(last
          ? { status: 'failed' }
          : { nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts)) }),
      })
      return false
    }
    await settle(row.id, { status: 'sent', messageId, sentAt: now(), lastError: null })
    return true
  }

  return startOutboxLoop({ claim, deliver, pollMs, log, what: 'whatsapp' })
}
