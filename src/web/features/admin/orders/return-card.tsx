// One return as staff decide it: who asked and when, what and why, what it comes to, the photos
// and comment, its parcels, what was decided, and the buttons for the next step.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatApiRupees } from '#domain/money.ts'
import { RETURN_REASON_LABELS } from '#domain/order/refund-policy.ts'
import {
  type AdminReturn,
  isOpenReturn,
  PAYOUT_METHOD_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '#domain/order/returns.ts'
import { nameWithVariant } from '#domain/product/variant.ts'
import { Button } from '#web/components/ui/button.tsx'
import { formatDate, formatDateTime } from '#web/lib/format.ts'
import { askedAgo } from './asked-ago.ts'
import { orderFromReturns } from './order-link.ts'
import { ReturnParcel } from './return-parcel.tsx'
import { ReturnPhotos } from './return-photos.tsx'
import { returnOutcome } from './return-outcome.ts'

export type ReturnDecision = 'approve' | 'reject' | 'receive'

const STATUS_STYLES: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-800',
  approved: 'bg-blue-100 text-blue-800',
  picked_up: 'bg-purple-100 text-purple-800',
  refunded: 'bg-green-100 text-green-800',
  exchanged: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
}

/** The heading a decision on this return leaves the keyboard at. */
export const returnHeadingId = (ret: Pick<AdminReturn, '_id'>) => `return-${ret._id}`

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0 sm:contents">
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </div>
  )
}

export function ReturnCard({
  ret,
  onDecide,
}: {
  ret: AdminReturn
  onDecide(decision: ReturnDecision): void
}) {
  const action = (decision: ReturnDecision, label: string, primary = false) => (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      onClick={() => onDecide(decision)}
      className="text-sm"
    >
      {label}
      <span className="sr-only"> return {ret.number}</span>
    </Button>
  )

  return (
    <div className="space-y-3 p-4 text-sm">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h4
          id={returnHeadingId(ret)}
          tabIndex={-1}
          className="font-semibold break-all text-slate-900 focus:outline-none"
        >
          {ret.number}
        </h4>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLES[ret.status]}`}
        >
          {RETURN_STATUS_LABELS[ret.status]}
        </span>
        <time
          dateTime={ret.requestedAt}
          title={formatDateTime(ret.requestedAt)}
          className={isOpenReturn(ret.status) ? 'font-medium text-amber-800' : 'text-slate-600'}
        >
          {askedAgo(ret.requestedAt)}
        </time>
        {ret.closedAt && <span className="text-slate-600">closed {formatDate(ret.closedAt)}</span>}
        <Link
          to={orderFromReturns(ret.orderNumber)}
          className="font-medium text-brand-700 underline hover:text-brand-800 sm:ml-auto"
        >
          Order {ret.orderNumber}
        </Link>
      </header>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <Row term="Customer">
          {/* One line each on a phone, one line in all on a wider screen. */}
          <span className="block sm:inline">{ret.customer.name}</span>
          <span className="hidden sm:inline"> · </span>
          <span className="block break-all sm:inline">{ret.customer.email}</span>
          <span className="hidden sm:inline"> · </span>
          <a className="text-brand-700 underline" href={`tel:+91${ret.customer.phone}`}>
            {ret.customer.phone}
          </a>
        </Row>
        <Row term="Items">
          <ul>
            {ret.items.map((item) => (
              <li key={item.orderItemId}>
                {nameWithVariant(item.name, item.variant)} × {item.quantity}
                {ret.resolution === 'refund' && ` · ${formatApiRupees(item.amount)}`}
              </li>
            ))}
          </ul>
        </Row>
        <Row term="Reason">{RETURN_REASON_LABELS[ret.reason]}</Row>
        <Row term="Asks for">
          {returnOutcome(ret)}
          {ret.resolution === 'refund' && (
            <span className="text-slate-600">
              {ret.paymentMethod === 'cod' ? ' · cash on delivery' : ' · paid online'}
              {isOpenReturn(ret.status) &&
                (ret.paymentMethod === 'cod' ? ', paid out by hand' : ', back through Razorpay')}
            </span>
          )}
        </Row>
        {ret.comment && (
          <Row term="Comment">
            <p className="whitespace-pre-line">“{ret.comment}”</p>
          </Row>
        )}
        {ret.photos.length > 0 && (
          <Row term="Photos">
            <ReturnPhotos photos={ret.photos} number={ret.number} />
          </Row>
        )}
        {ret.pickup && (
          <Row term="Coming back">
            {ret.returnShipment ? (
              <ReturnParcel parcel={ret.returnShipment} track="Track pickup" />
            ) : ret.pickup === 'courier' ? (
              'Courier pickup'
            ) : (
              'The shopper sends it'
            )}
          </Row>
        )}
        {ret.exchangeShipment && (
          <Row term="Replacement">
            <ReturnParcel parcel={ret.exchangeShipment} track="Track replacement" />
          </Row>
        )}
        {ret.condition && (
          <Row term="Received">
            {ret.condition === 'resellable'
              ? 'Resellable, back on sale'
              : `Damaged, written off: ${ret.writeOffReason ?? ''}`}
          </Row>
        )}
        {ret.payout && (
          <Row term="Paid out">
            By {PAYOUT_METHOD_LABELS[ret.payout.method]}, reference {ret.payout.reference}
          </Row>
        )}
        {ret.rejectReason && <Row term="Declined">{ret.rejectReason}</Row>}
      </dl>
      {ret.status === 'requested' && (
        <div className="flex flex-wrap gap-2">
          {action('approve', 'Approve', true)}
          {action('reject', 'Reject')}
        </div>
      )}
      {(ret.status === 'approved' || ret.status === 'picked_up') && (
        <div className="flex flex-wrap gap-2">{action('receive', 'Receive', true)}</div>
      )}
    </div>
  )
}
