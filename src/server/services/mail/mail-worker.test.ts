import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { defaultBackoffMs } from '../../lib/outbox-loop.ts'
import { startMailWorker } from './mail-worker.ts'
import type { Mailer, MailMessage } from './mailer.ts'
import { enqueueMail } from './outbox.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const quiet = { warn: () => {}, error: () => {} }
const mail = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })

describe('the mail worker', () => {
  it('retries a failed mail after 30 s, then 60 s, and sends it once the server answers', async () => {
    let clock = Date.now() + 1_000
    let serverUp = false
    const sent: MailMessage[] = []
    const mailer: Mailer = {
      send: async (message) => {
        if (!serverUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25')
        sent.push(message)
      },
    }
    const worker = startMailWorker({
      db: database.db,
      mailer,
      log: quiet,
      pollMs: 3_600_000,
      now: () => new Date(clock),
    })
    try {
      await enqueueMail(database.db, mail('retry@example.in'))
      await worker.drain()
      const row = async () =>
        (await database.db.select().from(mailOutbox)).find(
          (r) => r.recipient === 'retry@example.in',
        )
      expect(await row()).toMatchObject({
        attempts: 1,
        sentAt: null,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        nextAttemptAt: new Date(clock + 30_000),
      })

      clock += 29_000
      await worker.drain()
      expect((await row())?.attempts).toBe(1)
      clock += 1_000
      await worker.drain()
      expect(await row()).toMatchObject({ attempts: 2, nextAttemptAt: new Date(clock + 60_000) })

      serverUp = true
      clock += 60_000
      expect(await worker.drain()).toBe(1)
      expect(await row()).toMatchObject({ attempts: 3, lastError: null, sentAt: new Date(clock) })
      expect(await worker.drain()).toBe(0)
      expect(sent).toHaveLength(1)
      expect(sent[0]?.messageId).toBe(`<${(await row())?.id}@kavach.local>`)
    } finally {
      await worker.stop()
    }
  })

  it('waits at most an hour between tries', () => {
    expect([1, 2, 3, 8, 20].map(defaultBackoffMs)).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000,
    ])
  })

  it('never sends one mail twice when two workers share the database', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `twice.${i}@example.in`)
    for (const to of recipients) await enqueueMail(database.db, mail(to))
    const sends: string[] = []
    const slowMailer: Mailer = {
      send: async (message) => {
        sends.push(message.to)
        await new Promise((resolve) => setTimeout(resolve, 5))
      },
    }
    const workers = [1, 2].map(() =>
      startMailWorker({ db: database.db, mailer: slowMailer, log: quiet, pollMs: 3_600_000 }),
    )
    try {
      await Promise.all(workers.flatMap((w) => [w.drain(), w.drain()]))
      await Promise.all(workers.map((w) => w.drain()))
    } finally {
      await Promise.all(workers.map((w) => w.stop()))
    }
    const ours = sends.filter((to) => to.startsWith('twice.'))
    expect(ours.toSorted()).toEqual(recipients.toSorted())
  })
})
