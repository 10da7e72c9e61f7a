import { ReturnAddress } from '#web/components/shop-profile/profile-text.tsx'
import { formatApiRupees } from '#domain/money.ts'
import { REFUND_TIMES } from '#domain/order/refund-policy.ts'
import { type ApiReturn, PAYOUT_METHOD_LABELS } from '#domain/order/returns.ts'
import { ReturnParcel } from './return-parcel.tsx'

/** Where a return stands, in words, with the parcel the shopper follows at that step. */
export function ReturnProgress({ ret }: { ret: ApiReturn }) {
  const text = 'mt-3 text-sm text-slate-700'
  switch (ret.status) {
    case 'requested':
      return (
        <p className={text}>
          We are looking at your request and email you how the items come back to us.
          {ret.exchange && ` The replacement (${ret.exchange.label}) is held for you meanwhile.`}
        </p>
      )
    case 'approved':
      return ret.returnShipment ? (
        <div className={text}>
          <p>
            The courier collects the items from your delivery address: please pack them in their box
            with their accessories.
          </p>
          <ReturnParcel parcel={ret.returnShipment} track="Track the pickup" />
        </div>
      ) : (
        <div className={text}>
          <p>Please send the items to us in their box, with {ret.number} written on the parcel:</p>
          <address className="mt-2 rounded-lg bg-slate-50 p-3 leading-6 not-italic">
            <ReturnAddress />
          </address>
        </div>
      )
    case 'picked_up':
      return (
        <div className={text}>
          <p>The courier has collected the items and is bringing them to us.</p>
          {ret.returnShipment && (
            <ReturnParcel parcel={ret.returnShipment} track="Track the return" />
          )}
        </div>
      )
    case 'refunded':
      return (
        <p className={text}>
          {ret.payout
            ? `We received the items and paid you ${formatApiRupees(ret.refundAmount)} by ${PAYOUT_METHOD_LABELS[ret.payout.method]}, reference ${ret.payout.reference}.`
            : `We received the items and refunded ${formatApiRupees(ret.refundAmount)} to your original payment method; it reaches you in ${REFUND_TIMES.complete}, depending on your bank.`}
        </p>
      )
    case 'exchanged':
      return (
        <div className={text}>
          <p>
            We received the items and sent your replacement
            {ret.exchange && ` (${ret.exchange.label})`} free of charge.
          </p>
          {ret.exchangeShipment && (
            <ReturnParcel parcel={ret.exchangeShipment} track="Track your replacement" />
          )}
        </div>
      )
    case 'rejected':
      return (
        <p className={text}>
          We could not accept this return{ret.rejectReason ? `: ${ret.rejectReason}` : '.'}
        </p>
      )
  }
}
