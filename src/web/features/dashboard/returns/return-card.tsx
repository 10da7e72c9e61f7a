import { useId } from 'react'
import { formatApiRupees } from '#domain/money.ts'
import { RETURN_REASON_LABELS } from '#domain/order/refund-policy.ts'
import { type ApiReturn, RETURN_STATUS_LABELS } from '#domain/order/returns.ts'
import { formatDate } from '#web/lib/format.ts'
import { ReturnProgress } from './return-progress.tsx'
import { RETURN_STATUS_STYLES } from './return-status-styles.ts'

/** One return: what went back and why, for what, where it stands and what was said with it. */
export function ReturnCard({ ret }: { ret: ApiReturn }) {
  const id = useId()
  return (
    <article aria-labelledby={id} className="rounded-xl border border-slate-200 p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={id} className="font-semibold [overflow-wrap:anywhere] text-slate-900">
            {ret.resolution === 'exchange' ? 'Exchange' : 'Return'} {ret.number}
          </h3>
          <p className="text-sm text-slate-600">Asked for on {formatDate(ret.requestedAt)}</p>
        </div>
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-sm font-medium ${RETURN_STATUS_STYLES[ret.status]}`}
        >
          {RETURN_STATUS_LABELS[ret.status]}
        </span>
      </header>
      <ReturnProgress ret={ret} />
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-slate-500">Items</dt>
          {ret.items.map((line) => (
            <dd key={line.orderItemId} className="[overflow-wrap:anywhere] text-slate-900">
              {line.quantity} × {line.name}
              {line.variant && ` (${line.variant})`}
            </dd>
          ))}
        </div>
        <div>
          <dt className="text-slate-500">Reason</dt>
          <dd className="text-slate-900">{RETURN_REASON_LABELS[ret.reason]}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{ret.exchange ? 'Exchange for' : 'Refund'}</dt>
          <dd className="font-medium text-slate-900">
            {ret.exchange ? ret.exchange.label : formatApiRupees(ret.refundAmount)}
          </dd>
        </div>
        {ret.comment && (
          <div className="sm:col-span-2">
            <dt className="text-slate-500">Your comment</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-900">
              {ret.comment}
            </dd>
          </div>
        )}
      </dl>
      {ret.photos.length > 0 && (
        <ul aria-label={`Photos of ${ret.number}`} className="mt-3 flex flex-wrap gap-2">
          {ret.photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={url}
                  alt={`Photo ${i + 1} (opens in a new tab)`}
                  loading="lazy"
                  className="h-16 w-16 rounded-lg border border-slate-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
