import { asc, eq, isNotNull, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { istTimeOnDayOf } from '#domain/business-days.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { startMailWorker } from '../mail/mail-worker.ts'
import type { Mailer, MailMessage } from '../mail/mailer.ts'
import { enqueueMail, enqueueStaffNotices } from '../mail/outbox.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const quiet = { warn: () => {}, error: () => {} }
const mail = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })
const staff = { staffEmails: ['ops@kavach.example'], publicUrl: 'https://kavach.example' }
/** 10:00 IST `days` days from now: after every row's creation, which the database dates now. */
const tenAm = (days: number) => istTimeOnDayOf(new Date(Date.now() + days * 86_400_000), 10)
const notices = () =>
  database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.staffNotice, 'failing_mail'))
    .orderBy(asc(mailOutbox.createdAt))

/** A worker whose mailer refuses `bounces`, its clock at `clock()`, retrying at once. */
function worker(bounces: (to: string) => boolean, clock: () => Date) {
  const mailer: Mailer = {
    send: async (message) => {
      if (bounces(message.to)) throw new Error(`550 no such user ${message.to}`)
    },
  }
  return startMailWorker({
    db: database.db,
    mailer,
    log: quiet,
    pollMs: 3_600_000,
    backoffMs: () => 0,
    now: clock,
    staff,
  })
}

describe('the failing-mail notice', () => {
  it('tells staff once a day when mails reach three failed tries, however many fail', async () => {
    let at = tenAm(1)
    const loop = worker(
      (to) => to.endsWith('@bounce.example'),
      () => at,
    )
    try {
      for (const n of [1, 2, 3, 4, 5]) await enqueueMail(database.db, mail(`s${n}@bounce.example`))
      for (let tries = 0; tries < 4; tries += 1) {
        at = new Date(at.getTime() + 1_000)
        await loop.drain()
      }
      const sent = await notices()
      expect(sent).toHaveLength(1)
      expect(sent[0]).toMatchObject({ recipient: 'ops@kavach.example' })
      expect(sent[0]?.subject).toMatch(/^Mail is failing to send: \d+ stuck$/)
      expect(sent[0]?.text).toContain('550 no such user s')
      expect(sent[0]?.text).toContain('https://kavach.example/admin?tab=dashboard')

      // The next IST day (yesterday's failing mail put right), the first mail to fail three times
      // brings the next notice.
      await database.db.delete(mailOutbox).where(like(mailOutbox.recipient, '%@bounce.example'))
      at = tenAm(2)
      await enqueueMail(database.db, mail('s6@bounce.example'))
      for (let tries = 0; tries < 3; tries += 1) {
        at = new Date(at.getTime() + 1_000)
        await loop.drain()
      }
      const [, next] = await notices()
      expect(next?.subject).toBe('Mail is failing to send: 1 stuck')
    } finally {
      await loop.stop()
    }
  })

  it('is never sent about a staff notice that fails', async () => {
    await database.db.delete(mailOutbox).where(isNotNull(mailOutbox.id))
    let at = tenAm(1)
    const loop = worker(
      (to) => to === 'ops@kavach.example',
      () => at,
    )
    try {
      await enqueueStaffNotices(database.db, [mail('ops@kavach.example')], { kind: 'new_order' })
      for (let tries = 0; tries < 5; tries += 1) {
        at = new Date(at.getTime() + 1_000)
        await loop.drain()
      }
      const [failing] = await database.db.select().from(mailOutbox)
      expect(failing?.attempts).toBeGreaterThanOrEqual(3)
      expect(await notices()).toEqual([])
    } finally {
      await loop.stop()
    }
  })
})
