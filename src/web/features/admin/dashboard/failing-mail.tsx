import { MailWarning } from 'lucide-react'
import { useId } from 'react'
import type { MailStats } from '#domain/admin-dashboard.ts'
import { formatDateTime } from '#web/lib/format.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { ListBody } from '../shared/list-body.tsx'
import { StatCard } from '../shared/stat-card.tsx'
import { formatCount } from './chart-format.ts'
import { fetchFailingMail } from './dashboard-api.ts'

/** Mail that keeps failing: the count, and each mail with its last error and next try. */
export function FailingMail({ stats }: { stats: MailStats }) {
  const id = useId()
  // The dashboard's count says whether there is any list to fetch; a failed fetch shows none.
  const query = useApiQuery(
    stats.failingMails > 0 ? '/admin/mail?status=failing' : null,
    fetchFailingMail,
    { what: 'failing mail' },
  )
  const mails = query.loading ? null : (query.data ?? [])
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        Mail Delivery
      </h3>
      <StatCard
        label="Failing Mails"
        value={formatCount(stats.failingMails)}
        icon={MailWarning}
        tone={stats.failingMails > 0 ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-700'}
      />
      <ListBody
        loading={mails === null}
        loadingText="Loading failing mail..."
        empty={mails?.length === 0}
        emptyTitle="Every mail has been sent"
      >
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm">
          {mails?.map((mail) => (
            <li key={mail._id} className="space-y-1 p-4">
              <p className="font-medium break-all text-slate-900">{mail.subject}</p>
              <p className="break-all text-slate-600">To {mail.recipient}</p>
              <p className="text-slate-600">
                {mail.attempts} tries · next {formatDateTime(mail.nextAttemptAt)} · queued{' '}
                {formatDateTime(mail.createdAt)}
              </p>
              {mail.lastError && <p className="break-all text-red-700">{mail.lastError}</p>}
            </li>
          ))}
        </ul>
      </ListBody>
    </section>
  )
}
