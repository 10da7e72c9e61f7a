import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { mailOutbox, productVariants, staffNoticeOptOuts } from '../../db/schema/index.ts'
import { insertStockedProduct } from '../../testing/checkout-fixtures.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { createUser, freshEmail } from '../../testing/user-factory.ts'
import { sendLowStockDigest } from './low-stock-digest.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const publicUrl = 'https://kavach.example'
const ctx = (staffEmails: string[] = []) => ({ db: database.db, staffEmails, publicUrl })
/** 27 Nov 2026 at `hh:mm` IST. */
const ist = (time: string, day = '2026-11-27') => new Date(`${day}T${time}:00+05:30`)
const digests = () =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.staffNotice, 'low_stock'))

describe('the low-stock digest', () => {
  it('is not sent while nothing is low', async () => {
    await createUser(database.db, { isAdmin: true, email: freshEmail('admin') })
    await insertStockedProduct(database.db, 50, 'Plenty Case')
    expect(await sendLowStockDigest(ctx(), ist('10:00'))).toBe(0)
    expect(await digests()).toEqual([])
  })

  it('goes once per IST day to each admin who wants it, from 9 in the morning', async () => {
    const admin = await createUser(database.db, { isAdmin: true, email: freshEmail('admin') })
    const quiet = await createUser(database.db, { isAdmin: true, email: freshEmail('quiet') })
    await database.db.insert(staffNoticeOptOuts).values({ userId: quiet.id, kind: 'low_stock' })
    const { variant } = await insertStockedProduct(database.db, 2, 'Scarce Case')
    await database.db
      .update(productVariants)
      .set({ lowStockThreshold: 3 })
      .where(eq(productVariants.id, variant.id))

    expect(await sendLowStockDigest(ctx(), ist('08:59'))).toBe(0)
    await sendLowStockDigest(ctx(), ist('09:00'))
    await sendLowStockDigest(ctx(), ist('18:30'))
    // 23:59 IST on the 27th is still its day; 00:10 IST on the 28th is the next one.
    await sendLowStockDigest(ctx(), ist('23:59'))
    let rows = (await digests()).filter((r) => r.recipient === admin.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.subject).toMatch(/^Low stock on 2026-11-27: \d+ variants?$/)
    expect(rows[0]?.text).toContain(`Scarce Case (${variant.sku}): 2 left, low at 3`)
    expect(rows[0]?.text).toContain(`${publicUrl}/admin?tab=dashboard`)
    expect((await digests()).map((r) => r.recipient)).not.toContain(quiet.email)

    await sendLowStockDigest(ctx(), ist('09:10', '2026-11-28'))
    rows = (await digests()).filter((r) => r.recipient === admin.email)
    expect(rows.map((r) => r.subject.slice(0, 24))).toEqual([
      'Low stock on 2026-11-27:',
      'Low stock on 2026-11-28:',
    ])
  })

  it('goes to the team inbox, once a day, when STAFF_EMAILS names one', async () => {
    const inbox = ['stock@kavach.example']
    await sendLowStockDigest(ctx(inbox), ist('09:30', '2026-12-01'))
    await sendLowStockDigest(ctx(inbox), ist('12:30', '2026-12-01'))
    const rows = (await digests()).filter((r) => r.recipient === 'stock@kavach.example')
    expect(rows).toHaveLength(1)
  })
})
