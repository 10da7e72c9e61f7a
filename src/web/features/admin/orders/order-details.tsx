import { type FormEvent, useState } from 'react'
import { formatApiRupees } from '#domain/money.ts'
import {
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_ISSUE_LABELS,
  paymentStatusLabel,
} from '#domain/order/status.ts'
import { PAYMENT_METHOD_LABELS } from '#domain/order/payment-method.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import { COURIER_MAX, ORDER_NOTES_MAX, TRACKING_NUMBER_MAX } from '#domain/order/staff.ts'
import { nameWithVariant } from '#domain/product/variant.ts'
import { OrderDocuments } from '#web/components/order/order-documents.tsx'
import { OrderTimeline } from '#web/components/order/order-timeline.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField, TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { updateOrderStatus } from './orders-api.ts'
import { RefundForm } from './refund-form.tsx'

interface OrderDetailsProps {
  order: ApiOrder
  onClose(): void
  onUpdated(order: ApiOrder): void
}

export function OrderDetails({ order, onClose, onUpdated }: OrderDetailsProps) {
  const [status, setStatus] = useState<OrderStatus>(order.status)
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '')
  const [courier, setCourier] = useState(order.courier ?? '')
  const [notes, setNotes] = useState(order.notes ?? '')
  const [busy, setBusy] = useState(false)
  const address = order.shippingAddress

  const update = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const result = await updateOrderStatus(order._id, {
        status,
        courier,
        trackingNumber,
        notes,
      })
      onUpdated(result.order)
      window.alert(result.message)
    } catch {
      window.alert('Failed to update order status')
    } finally {
      setBusy(false)
    }
  }

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
        <form onSubmit={update} className="space-y-3 rounded-xl bg-slate-50 p-4">
          <h3 className="font-semibold text-slate-900">Update Order Status</h3>
          <SelectField
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus)}
            options={[
              order.status,
              ...nextOrderStatuses(order.status, order.paymentStatus, order.paymentMethod),
            ].map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
          />
          <TextField
            label="Courier"
            value={courier}
            maxLength={COURIER_MAX}
            placeholder="e.g. Delhivery"
            onChange={(e) => setCourier(e.target.value)}
          />
          <TextField
            label="Tracking Number"
            value={trackingNumber}
            maxLength={TRACKING_NUMBER_MAX}
            onChange={(e) => setTrackingNumber(e.target.value)}
          />
          <TextAreaField
            label="Notes"
            rows={2}
            value={notes}
            maxLength={ORDER_NOTES_MAX}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Button type="submit" busy={busy} busyText="Updating...">
            Update Order
          </Button>
        </form>
        <RefundForm key={order.refundedAmount} order={order} onRefunded={onUpdated} />
        <section aria-label="Timeline">
          <h3 className="mb-2 font-semibold text-slate-900">Timeline</h3>
          <OrderTimeline timeline={order.timeline} />
        </section>
      </div>
    </Modal>
  )
}
