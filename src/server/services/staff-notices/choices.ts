// Each admin's own choice of staff notices: stored as the kinds they turned off.
import { eq } from 'drizzle-orm'
import {
  kindsTurnedOff,
  type StaffNoticeKind,
  type StaffNotices,
  staffNotices,
} from '#domain/staff-notices.ts'
import type { Db } from '../../db/client.ts'
import { staffNoticeOptOuts } from '../../db/schema/index.ts'

export async function staffNoticeChoices(
  db: Db,
  staffEmails: readonly string[],
  userId: string,
): Promise<StaffNotices> {
  const off = await db
    .select({ kind: staffNoticeOptOuts.kind })
    .from(staffNoticeOptOuts)
    .where(eq(staffNoticeOptOuts.userId, userId))
  return staffNotices(
    staffEmails,
    off.map((row) => row.kind),
  )
}

/** Replaces the admin's choice: every kind not chosen is turned off. */
export async function chooseStaffNotices(
  db: Db,
  staffEmails: readonly string[],
  userId: string,
  chosen: readonly StaffNoticeKind[],
): Promise<StaffNotices> {
  const off = kindsTurnedOff(chosen)
  await db.transaction(async (tx) => {
    await tx.delete(staffNoticeOptOuts).where(eq(staffNoticeOptOuts.userId, userId))
    if (off.length > 0) {
      await tx.insert(staffNoticeOptOuts).values(off.map((kind) => ({ userId, kind })))
    }
  })
  return staffNotices(staffEmails, off)
}
