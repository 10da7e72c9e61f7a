// Order numbers shoppers can read out on the phone: KV-YYYYMMDD-NNNN.
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { orderNumberCounters } from '../../db/schema/index.ts'

const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

/** Counted per day in India's time zone. */
export async function nextOrderNumber(db: DbOrTx, now = new Date()): Promise<string> {
  const day = istDay.format(now).replaceAll('-', '')
  const [row] = await db
    .insert(orderNumberCounters)
    .values({ day, last: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.day,
      set: { last: sql`${orderNumberCounters.last} + 1` },
    })
    .returning({ last: orderNumberCounters.last })
  return `KV-${day}-${String(row?.last ?? 1).padStart(4, '0')}`
}
