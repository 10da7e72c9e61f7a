// Who a staff notice goes to (decision 039): the team inbox when STAFF_EMAILS names one, else
// every admin who has not turned the notice off.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { StaffNoticeKind } from '#domain/staff-notices.ts'
import type { DbOrTx } from '../../db/client.ts'
import { staffNoticeOptOuts, users } from '../../db/schema/index.ts'
import type { MailMessage } from '../mail/mailer.ts'
import { enqueueStaffNotices } from '../mail/outbox.ts'
import type { ShopContext } from '../shop-context.ts'

/** What sending a notice needs besides the database: the team inbox, and where links point. */
export type StaffNoticeSettings = Pick<ShopContext, 'staffEmails' | 'publicUrl'>

/**
 * The addresses for a notice that belongs to any of `kinds` (a cash-on-delivery order is both new
 * and awaiting confirmation): an admin gets it unless they turned every one of them off.
 */
export async function noticeRecipients(
  db: Pick<DbOrTx, 'select'>,
  staffEmails: readonly string[],
  kinds: readonly StaffNoticeKind[],
): Promise<string[]> {
  if (staffEmails.length > 0) return [...staffEmails]
  const admins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.erasedAt)))
  const off = await db
    .select({ userId: staffNoticeOptOuts.userId })
    .from(staffNoticeOptOuts)
    .where(inArray(staffNoticeOptOuts.kind, [...kinds]))
  return admins
    .filter((admin) => off.filter((o) => o.userId === admin.id).length < kinds.length)
    .map((admin) => admin.email)
}

export interface Notice {
  kind: StaffNoticeKind
  /** The kinds whose recipients get it, when more than its own. */
  for?: readonly StaffNoticeKind[]
  /** Once per address under this key, e.g. a day's digest. */
  dedupeKey?: string
}

/** Queues the notice for each of its recipients in the caller's transaction. */
export async function notifyStaff(
  tx: DbOrTx,
  settings: StaffNoticeSettings,
  notice: Notice,
  mail: (to: string) => MailMessage,
): Promise<number> {
  const recipients = await noticeRecipients(tx, settings.staffEmails, notice.for ?? [notice.kind])
  await enqueueStaffNotices(tx, recipients.map(mail), {
    kind: notice.kind,
    ...(notice.dedupeKey && { dedupeKey: notice.dedupeKey }),
  })
  return recipients.length
}
