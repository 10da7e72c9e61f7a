import { formatApiRupees } from '#domain/money.ts'
import { PAYMENT_METHOD_LABELS } from '#domain/order/payment-method.ts'
import type { ApiOrder, OrderAddress as Address } from '#domain/order/responses.ts'
import { paymentStatusLabel } from '#domain/order/status.ts'
import { Section } from './order-section.tsx'

/** Where the parcel goes. */
export function OrderAddress({ address }: { address: Address }) {
  return (
    <Section title="Delivery address">
      <address className="text-sm leading-6 [overflow-wrap:anywhere] text-slate-700 not-italic">
        <span className="block font-medium text-slate-900">{address.name}</span>
        <span className="block">{address.address}</span>
        <span className="block">
          {address.city}, {address.state} {address.pincode}
        </span>
        <span className="block">Phone {address.phone}</span>
      </address>
    </Section>
  )
}

/** Where the order's latest refund stands, as its timeline last said. */
const latestRefund = (order: ApiOrder) =>
  order.timeline.findLast((event) => event.kind.startsWith('refund_'))

/** How it is paid, the bill's figures, and what went back. */
export function OrderPayment({ order }: { order: ApiOrder }) {
  return (
    <Section title="Payment">
      <p className="text-sm text-slate-700">
        {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {paymentStatusLabel(order)}
      </p>
      <dl className="mt-3 space-y-1.5 text-sm text-slate-700">
        <Row label="Subtotal (incl. GST)" value={formatApiRupees(order.subtotal)} />
        {order.discount > 0 && (
          <Row
            label={order.couponCode ? `Coupon (${order.couponCode})` : 'Discount'}
            value={`−${formatApiRupees(order.discount)}`}
            className="text-green-700"
          />
        )}
        <Row
          label="Shipping"
          value={order.shipping === 0 ? 'FREE' : formatApiRupees(order.shipping)}
        />
        {order.codFee > 0 && (
          <Row label="Cash on delivery fee" value={formatApiRupees(order.codFee)} />
        )}
        <Row
          label="Total"
          value={formatApiRupees(order.totalAmount)}
          className="border-t border-slate-200 pt-2 text-base font-bold text-slate-900"
        />
        {order.refundedAmount > 0 && (
          <Row
            label="Refunded"
            value={formatApiRupees(order.refundedAmount)}
            className="font-medium text-slate-900"
          />
        )}
      </dl>
      {latestRefund(order) && (
        <p className="mt-2 text-sm text-slate-600">{latestRefund(order)?.label}</p>
      )}
    </Section>
  )
}

function Row({
  label,
  value,
  className = '',
}: {
  label: string
  value: string
  className?: string
}) {
  return (
    <div className={`flex justify-between gap-3 ${className}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
