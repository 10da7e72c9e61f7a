import { ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import type { AdminReview } from '#domain/review.ts'
import { Modal } from '#web/components/ui/modal.tsx'
import { Stars } from '#web/components/ui/stars.tsx'
import { formatDate, formatDateTime } from '#web/lib/format.ts'
import { OrderStatusBadge, ReviewStatusBadge } from './review-badges.tsx'
import { categoryLabel } from './review-filters.ts'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-slate-500">{term}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  )
}

export function ReviewDetails({ review, onClose }: { review: AdminReview; onClose(): void }) {
  const product = review.productDetails
  const order = review.orderDetails
  return (
    <Modal title="Review Details (Read-Only)" onClose={onClose}>
      <div className="max-h-[70vh] space-y-5 overflow-y-auto text-sm">
        <section aria-label="Product" className="flex items-center gap-3">
          <img
            src={product.image}
            alt=""
            className="h-16 w-16 rounded-lg border border-slate-200 object-cover"
          />
          <div>
            <h3 className="font-semibold text-slate-900">{product.name}</h3>
            <p className="text-slate-500">
              {product.brand} · {categoryLabel(product.category)}
            </p>
          </div>
        </section>
        <section aria-labelledby="review-order-heading">
          <h3 id="review-order-heading" className="mb-1 font-semibold text-slate-900">
            Order
          </h3>
          <dl className="divide-y divide-slate-100">
            <Detail term="Order number">{order.orderNumber}</Detail>
            <Detail term="Order status">
              <OrderStatusBadge status={order.status} />
            </Detail>
            <Detail term="Placed on">{formatDate(order.createdAt)}</Detail>
          </dl>
        </section>
        <section aria-labelledby="review-info-heading">
          <h3 id="review-info-heading" className="mb-1 font-semibold text-slate-900">
            Review
          </h3>
          <dl className="divide-y divide-slate-100">
            <Detail term="Reviewer">{review.userName}</Detail>
            <Detail term="Rating">
              <span className="inline-flex items-center gap-2">
                <Stars rating={review.rating} />
                <span aria-hidden>{review.rating}/5</span>
              </span>
            </Detail>
            <Detail term="Submitted">{formatDateTime(review.createdAt)}</Detail>
            <Detail term="Status">
              <ReviewStatusBadge status={review.status} />
            </Detail>
          </dl>
          <p className="mt-2 rounded-lg bg-slate-50 p-3 whitespace-pre-line text-slate-800">
            {review.comment || <em className="text-slate-500">No comment</em>}
          </p>
        </section>
        <p className="flex gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-blue-900">
          <ShieldCheck aria-hidden className="h-5 w-5 shrink-0" />
          <span>
            <strong>Admin note:</strong> This review was approved automatically because the customer
            rated a product from a delivered order. It cannot be modified, to maintain customer
            trust.
          </span>
        </p>
      </div>
    </Modal>
  )
}
