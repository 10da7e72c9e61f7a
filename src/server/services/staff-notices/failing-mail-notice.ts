// Staff hear that mail is failing (decision 039): the first mail of the IST day to reach the
// failing mark brings one notice; the rest of a storm waits on the dashboard.
import { istDate } from '#domain/business-days.ts'
import type { DbOrTx } from '../../db/client.ts'
import type { OutboxMail } from '../../db/schema/index.ts'
import { countFailingMails, FAILING_AFTER_ATTEMPTS } from '../mail/outbox.ts'
import { failingMailNotice } from '../mail/staff-notice-mails.ts'
import { notifyStaff, type StaffNoticeSettings } from './recipients.ts'

/**
 * Called in the transaction that records a failed try. A staff notice that fails tells nobody:
 * its failing would bring another notice through the same broken road.
 */
export async function noticeOfFailingMail(
  tx: DbOrTx,
  settings: StaffNoticeSettings,
  failed: Pick<OutboxMail, 'attempts' | 'staffNotice'>,
  lastError: string,
  now = new Date(),
) {
  if (failed.attempts !== FAILING_AFTER_ATTEMPTS || failed.staffNotice) return
  const count = await countFailingMails(tx)
  await notifyStaff(
    tx,
    settings,
    { kind: 'failing_mail', dedupeKey: `failing_mail:${istDate(now)}` },
    (to) => failingMailNotice(to, settings.publicUrl, { count, lastError }),
  )
}
