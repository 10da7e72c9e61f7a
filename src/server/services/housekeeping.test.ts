import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { mailOutbox, oneTimeCodes, sessions } from '../db/schema/index.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { createUser } from '../testing/user-factory.ts'
import { sweepExpired } from './housekeeping.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('sweepExpired', () => {
  it('deletes ended sessions and day-old codes, and keeps live ones', async () => {
    const user = await createUser(database.db)
    const hour = 3_600_000
    await database.db.insert(sessions).values([
      { tokenHash: 'ended', userId: user.id, expiresAt: new Date(Date.now() - hour) },
      { tokenHash: 'live', userId: user.id, expiresAt: new Date(Date.now() + hour) },
    ])
    await database.db.insert(oneTimeCodes).values([
      {
        email: user.email,
        purpose: 'verify-email',
        codeHash: 'old',
        expiresAt: new Date(Date.now() - 25 * hour),
      },
      {
        email: user.email,
        purpose: 'verify-email',
        codeHash: 'recent',
        expiresAt: new Date(Date.now() - hour),
      },
    ])
    await sweepExpired(database.db)
    expect((await database.db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(['live'])
    expect((await database.db.select().from(oneTimeCodes)).map((c) => c.codeHash)).toEqual([
      'recent',
    ])
  })
})

describe('sweepExpired and the mail outbox', () => {
  it('deletes mail sent over a week ago and keeps recent and unsent mail', async () => {
    const day = 86_400_000
    const row = (recipient: string, sentAt: Date | null) => ({
      recipient,
      subject: 'Your code',
      text: '123456',
      html: '<p>123456</p>',
      sentAt,
    })
    await database.db
      .insert(mailOutbox)
      .values([
        row('old@example.in', new Date(Date.now() - 8 * day)),
        row('recent@example.in', new Date(Date.now() - day)),
        row('unsent@example.in', null),
      ])
    await sweepExpired(database.db)
    const left = await database.db.select().from(mailOutbox)
    expect(left.map((m) => m.recipient).toSorted()).toEqual([
      'recent@example.in',
      'unsent@example.in',
    ])
  })
})
