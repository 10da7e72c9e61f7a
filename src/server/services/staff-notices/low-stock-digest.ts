// The day's low-stock digest (decision 039): sent by the sweep once per IST day to each recipient,
// from the morning on, and only on a day something is low.
import { istDate, istTimeOnDayOf } from '#domain/business-days.ts'
import { LOW_STOCK_DIGEST_HOUR_IST } from '#domain/staff-notices.ts'
import type { Db } from '../../db/client.ts'
import { lowStock } from '../admin/variant-stock.ts'
import { lowStockDigest } from '../mail/staff-notice-mails.ts'
import { notifyStaff, type StaffNoticeSettings } from './recipients.ts'

/**
 * Queues the digest for whoever has not had today's, the outbox's dedupe key telling who has.
 * Answers how many were queued or already had it (0 when too early or nothing is low).
 */
export async function sendLowStockDigest(
  ctx: StaffNoticeSettings & { db: Db },
  now = new Date(),
): Promise<number> {
  if (now < istTimeOnDayOf(now, LOW_STOCK_DIGEST_HOUR_IST)) return 0
  const low = await lowStock(ctx.db)
  if (low.count === 0) return 0
  const day = istDate(now)
  const lines = low.variants.map((v) => ({
    name: v.label ? `${v.productName} (${v.label})` : v.productName,
    sku: v.sku,
    available: v.available,
    threshold: v.threshold,
  }))
  return ctx.db.transaction((tx) =>
    notifyStaff(tx, ctx, { kind: 'low_stock', dedupeKey: `low_stock:${day}` }, (to) =>
      lowStockDigest(to, ctx.publicUrl, { day, count: low.count, lines }),
    ),
  )
}
