import { formatApiRupees } from '#domain/money.ts'
import { PAYMENT_ISSUE_LABELS, paymentStatusLabel } from '#domain/order/status.ts'
import { PAYMENT_METHOD_LABELS } from '#domain/order/payment-method.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import { nameWithVariant } from '#domain/product/variant.ts'
import type { CourierProvider } from '#domain/shipping/shipment.ts'
import { OrderDocuments } from '#web/components/order/order-documents.tsx'
import { OrderTimeline } from '#web/components/order/order-timeline.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { RefundForm } from './refund-form.tsx'
import { ShipmentPanel } from './shipment-panel.tsx'
import { StatusForm } from './status-form.tsx'

interface OrderDetailsProps {
  order: ApiOrder
  /** Who books parcels; none when staff ship by hand with the status form. */
  courier: CourierProvider | null
  onClose(): void
  onUpdated(order: ApiOrder): void
}

export function OrderDetails({ order, courier, onClose, onUpdated }: OrderDetailsProps) {
  const address = order.shippingAddress

  return (
    <Modal title={`Order ${order.orderNumber}`} onClose={onClose}>
      <div className="max-h-[70vh] space-y-5 overflow-y-auto text-sm text-slate-700">
        {order.paymentIssue && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800">
            {PAYMENT_ISSUE_LABELS[order.paymentIssue]}: check this payment in Razorpay before acting
            on the order.
          </p>
        )}
        <section aria-label="Customer">
          <h3 className="font-semibold text-slate-900">Customer</h3>
          <p>{order.user?.name}</p>
          <p className="break-all">{order.user?.email}</p>
        </section>
        <section aria-label="Payment">
          <h3 className="font-semibold text-slate-900">Payment</h3>
          <p>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}: {paymentStatusLabel(order)}
          </p>
          {order.refundedAmount > 0 && (
            <p>Refunded or being refunded: {formatApiRupees(order.refundedAmount)}</p>
          )}
          <OrderDocuments order={order} className="mt-2" />
        </section>
        <section aria-label="Shipping address">
          <h3 className="font-semibold text-slate-900">Shipping Address</h3>
          <p>
            {address.name}, {address.phone}
          </p>
          <p>
            {address.address}, {address.city}, {address.state} {address.pincode}
          </p>
        </section>
        <section aria-label="Items">
          <h3 className="mb-2 font-semibold text-slate-900">Items</h3>
          <ul className="space-y-2">
            {order.items.map((item) => (
              <li key={item._id} className="flex items-center gap-3">
                <img
                  src={item.productSnapshot.image}
                  alt=""
                  className="h-12 w-12 rounded-lg border border-slate-200 object-cover"
                />
                <span className="flex-1">
                  <span className="block font-medium text-slate-900">
                    {nameWithVariant(item.productSnapshot.name, item.productSnapshot.variant)}
                  </span>
                  <span className="block text-slate-500">
                    {item.productSnapshot.brand}
                    {item.productSnapshot.sku && ` · SKU ${item.productSnapshot.sku}`} · Qty{' '}
                    {item.quantity}
                  </span>
                </span>
                <span>
                  {formatApiRupees(item.price)} × {item.quantity} ={' '}
                  {formatApiRupees(item.price * item.quantity)}
                </span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3">
            {order.discount > 0 && (
              <div className="flex justify-between">
                <dt>Coupon ({order.couponCode})</dt>
                <dd>−{formatApiRupees(order.discount)}</dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt>Shipping</dt>
              <dd>{order.shipping === 0 ? 'FREE' : formatApiRupees(order.shipping)}</dd>
            </div>
            {order.codFee > 0 && (
              <div className="flex justify-between">
                <dt>Cash on delivery fee</dt>
                <dd>{formatApiRupees(order.codFee)}</dd>
              </div>
            )}
            <div className="flex justify-between text-base font-bold text-slate-900">
              <dt>Total</dt>
              <dd>{formatApiRupees(order.totalAmount)}</dd>
            </div>
          </dl>
        </section>
        <ShipmentPanel order={order} courier={courier} onUpdated={onUpdated} />
        {/* Drawn afresh when the order moves on elsewhere (shipped, scanned), so it starts from it. */}
        <StatusForm
          key={`${order.status} ${order.courier} ${order.trackingNumber}`}
          order={order}
          onUpdated={onUpdated}
        />
        <RefundForm key={order.refundedAmount} order={order} onRefunded={onUpdated} />
        <section aria-label="Timeline">
          <h3 className="mb-2 font-semibold text-slate-900">Timeline</h3>
          <OrderTimeline timeline={order.timeline} />
        </section>
      </div>
    </Modal>
  )
}
