import { ArrowLeft, PackageX } from 'lucide-react'
import { useRef } from 'react'
import { Link, useParams } from 'react-router'
import { ORDER_NOT_FOUND, type ApiOrderPage } from '#domain/order/responses.ts'
import { isFinalStatus, ORDER_STATUS_LABELS, paymentStatusLabel } from '#domain/order/status.ts'
import { ExpectedDelivery } from '#web/components/order/expected-delivery.tsx'
import { OrderDocuments } from '#web/components/order/order-documents.tsx'
import {
  ORDER_STATUS_STYLES,
  paymentStatusStyle,
} from '#web/components/order/order-status-styles.ts'
import { OrderTimeline } from '#web/components/order/order-timeline.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { formatDate } from '#web/lib/format.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { CancelOrder } from './cancel-order.tsx'
import { ConfirmOrder } from './confirm-order.tsx'
import { FailedDelivery } from './failed-delivery.tsx'
import { OrderAddress, OrderPayment } from './order-facts.tsx'
import { OrderLines } from './order-lines.tsx'
import { OrderParcel } from './order-parcel.tsx'
import { Section } from './order-section.tsx'
import { fetchOrderPage } from './orders-api.ts'
import { OrderReturns } from './returns/order-returns.tsx'
import { ReturnAction } from './returns/return-action.tsx'

const BACK = '/dashboard?tab=orders'

/** One of the shopper's orders: where it stands, where its parcel is, and what they may do. */
export function OrderPage() {
  const orderNumber = useParams().orderNumber ?? ''
  const query = useApiQuery(
    `/orders/${orderNumber}`,
    (signal) => fetchOrderPage(orderNumber, signal),
    { what: 'order', keepPrevious: false },
  )
  usePageMeta(`Order ${orderNumber}`)
  const { data: order, error, refetch } = query

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Link
        to={BACK}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> My Orders
      </Link>
      {order ? (
        <OrderDetails order={order} onChanged={refetch} />
      ) : error instanceof ApiError && error.status === 404 ? (
        <Missing title={ORDER_NOT_FOUND} text={`You have no order ${orderNumber}.`} />
      ) : error ? (
        <Missing
          title="We couldn't load this order"
          text="Check your connection and try again."
          retry={refetch}
        />
      ) : (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner size="lg" label="Loading order..." />
        </div>
      )}
    </div>
  )
}

function Missing({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-10 text-center">
      <PackageX aria-hidden className="mx-auto h-14 w-14 text-slate-300" />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-600">{text}</p>
      {retry ? (
        <Button className="mt-5" onClick={retry}>
          Try again
        </Button>
      ) : (
        <Link
          to={BACK}
          className="mt-5 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          See your orders
        </Link>
      )}
    </section>
  )
}

/** Still on its way to the shopper, so the promised days still mean something. */
const onItsWay = (order: ApiOrderPage) =>
  !isFinalStatus(order.status) && order.status !== 'returning'

function OrderDetails({ order, onChanged }: { order: ApiOrderPage; onChanged(): void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The button pressed (confirm, cancel, answer a failed delivery, ask for a return) may be gone
  // once the order changes; the keyboard goes back to the top of the order, not the page's start.
  const changed = () => {
    // After a closing dialog has handed focus back to the button that opened it.
    setTimeout(() => heading.current?.focus())
    onChanged()
  }
  return (
    <>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold [overflow-wrap:anywhere] text-slate-900 outline-none sm:text-3xl"
          >
            Order {order.orderNumber}
          </h1>
          <p className="mt-1 text-sm text-slate-600">Placed on {formatDate(order.createdAt)}</p>
        </div>
        <p className="flex flex-wrap gap-2 text-sm font-medium">
          <span className={`rounded-full px-3 py-1 ${ORDER_STATUS_STYLES[order.status]}`}>
            {ORDER_STATUS_LABELS[order.status]}
          </span>
          <span className={`rounded-full px-3 py-1 ${paymentStatusStyle(order)}`}>
            Payment: {paymentStatusLabel(order)}
          </span>
        </p>
      </header>
      {order.expectedDelivery && onItsWay(order) && (
        <ExpectedDelivery
          window={order.expectedDelivery}
          className="mt-4 rounded-xl bg-brand-50 px-4 py-3"
        />
      )}
      {order.failedDelivery && (
        <FailedDelivery order={order} failed={order.failedDelivery} onAnswered={changed} />
      )}
      <ConfirmOrder order={order} onConfirmed={changed} />
      {/* A parcel on its way back or waiting for an answer is called off from the panel above. */}
      {!order.failedDelivery && <CancelOrder order={order} onCancelled={changed} />}
      <ReturnAction order={order} onAsked={changed} onRefused={onChanged} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <OrderLines items={order.items} />
          <OrderReturns returns={order.returns} />
          <OrderParcel order={order} />
          <Section title="Order timeline">
            <OrderTimeline timeline={order.timeline} />
          </Section>
        </div>
        <div className="min-w-0 space-y-6">
          <OrderPayment order={order} />
          {order.documents.length > 0 && (
            <Section title="Invoice">
              <OrderDocuments order={order} />
            </Section>
          )}
          <OrderAddress address={order.shippingAddress} />
        </div>
      </div>
    </>
  )
}
