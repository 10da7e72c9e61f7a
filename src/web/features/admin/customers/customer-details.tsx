// A customer's page over the list: their figures, every order (each opens in the Orders tab) and
// the addresses they keep and have shipped to.
import { Link } from 'react-router'
import type { CustomerPage } from '#domain/customer.ts'
import { formatApiRupees } from '#domain/money.ts'
import type { OrderAddress } from '#domain/order/responses.ts'
import { ORDER_STATUS_LABELS } from '#domain/order/status.ts'
import { Modal } from '#web/components/ui/modal.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { countOf, formatDate } from '#web/lib/format.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { ORDER_PARAM } from '../orders/order-link.ts'
import { fetchCustomerPage } from './customers-api.ts'

const orderLink = (orderNumber: string) =>
  `/admin?${new URLSearchParams({ tab: 'orders', [ORDER_PARAM]: orderNumber })}`

export function CustomerDetails({ id, onClose }: { id: string; onClose(): void }) {
  const page = useApiQuery(`customer ${id}`, (signal) => fetchCustomerPage(id, signal), {
    what: 'the customer',
    keepPrevious: false,
  })
  const title = page.data?.customer.name ?? 'Customer'
  return (
    <Modal title={title} onClose={onClose}>
      <div className="max-h-[70vh] space-y-5 overflow-y-auto text-sm text-slate-700">
        {page.data ? (
          <CustomerBody page={page.data} />
        ) : page.error ? (
          <p role="alert">Failed to load this customer. Close and try again.</p>
        ) : (
          <Spinner label="Loading customer..." />
        )}
      </div>
    </Modal>
  )
}

function CustomerBody({
  page: { customer, orders, savedAddresses, shippedTo },
}: {
  page: CustomerPage
}) {
  return (
    <>
      <section aria-label="Customer">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt className="text-slate-500">Email</dt>
          <dd className="break-all">
            <a href={`mailto:${customer.email}`} className="text-brand-700 hover:underline">
              {customer.email}
            </a>
          </dd>
          {customer.phone && (
            <>
              <dt className="text-slate-500">Phone</dt>
              <dd>{customer.phone}</dd>
            </>
          )}
          <dt className="text-slate-500">Tier</dt>
          <dd>{customer.tier}</dd>
          <dt className="text-slate-500">Spent</dt>
          <dd>{formatApiRupees(customer.totalSpent)}</dd>
          <dt className="text-slate-500">Joined</dt>
          <dd>{formatDate(customer.joinedAt)}</dd>
        </dl>
      </section>
      <section aria-labelledby="customer-orders">
        <h3 id="customer-orders" className="font-semibold text-slate-900">
          {countOf(orders.length, 'order')}
        </h3>
        {orders.length === 0 ? (
          <p className="mt-1 text-slate-500">No orders yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {orders.map((order) => (
              <li key={order._id} className="p-3">
                <p className="flex items-baseline justify-between gap-3">
                  <Link
                    to={orderLink(order.orderNumber)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {order.orderNumber}
                  </Link>
                  <span className="font-semibold text-slate-900">
                    {formatApiRupees(order.total)}
                  </span>
                </p>
                <p className="text-slate-500">
                  {[
                    formatDate(order.placedAt),
                    ORDER_STATUS_LABELS[order.status],
                    order.payment,
                    countOf(order.items, 'item'),
                  ].join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Addresses title="Address book" addresses={savedAddresses} empty="No saved addresses." />
      <Addresses title="Shipped to" addresses={shippedTo} empty="Nothing shipped yet." />
    </>
  )
}

function Addresses({
  title,
  addresses,
  empty,
}: {
  title: string
  addresses: (OrderAddress & { landmark?: string; isDefault?: boolean })[]
  empty: string
}) {
  return (
    <section aria-label={title}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {addresses.length === 0 ? (
        <p className="mt-1 text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {addresses.map((a) => (
            <li
              key={[a.name, a.phone, a.address, a.pincode].join('|')}
              className="rounded-xl border border-slate-200 p-3"
            >
              <p className="font-medium text-slate-900">
                {a.name}
                {a.isDefault && <span className="ml-2 text-xs text-brand-700">Default</span>}
              </p>
              <p>{a.address}</p>
              {a.landmark && <p>{a.landmark}</p>}
              <p>
                {a.city}, {a.state} {a.pincode}
              </p>
              <p>{a.phone}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
