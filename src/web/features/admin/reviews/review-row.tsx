import type { AdminReview } from '#domain/review.ts'
import { Stars } from '#web/components/ui/stars.tsx'
import { formatDateTime } from '#web/lib/format.ts'
import { OrderStatusBadge, ReviewStatusBadge } from './review-badges.tsx'
import { categoryLabel } from './review-filters.ts'

export function ReviewRow({ review, onOpen }: { review: AdminReview; onOpen(): void }) {
  const product = review.productDetails
  return (
    <li
      aria-label={`Review of ${product.name} by ${review.userName}`}
      className="rounded-2xl border border-slate-200 bg-white"
    >
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-3 p-4 text-left hover:bg-slate-50 md:grid-cols-[auto_1.6fr_1fr_1fr]"
      >
        <img
          src={product.image}
          alt=""
          className="h-16 w-16 rounded-lg border border-slate-200 object-cover"
        />
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{product.name}</span>
          <span className="block text-sm text-slate-500">
            {product.brand} · {categoryLabel(product.category)}
          </span>
          <span className="mt-1 block">
            <ReviewStatusBadge status={review.status} />
          </span>
        </span>
        <span className="col-span-2 text-sm text-slate-600 md:col-span-1">
          <span className="block font-medium text-slate-800">{review.userName}</span>
          <span className="mt-0.5 flex items-center gap-2">
            <Stars rating={review.rating} />
            <span aria-hidden>{review.rating}/5</span>
          </span>
          <span className="mt-0.5 block">{formatDateTime(review.createdAt)}</span>
        </span>
        <span className="col-span-2 text-sm text-slate-600 md:col-span-1">
          <span className="block">Order {review.orderDetails.orderNumber}</span>
          <span className="mt-1 block">
            <OrderStatusBadge status={review.orderDetails.status} />
          </span>
        </span>
        <span className="col-span-full line-clamp-2 text-sm text-slate-700">
          {review.comment ? `“${review.comment}”` : <em className="text-slate-500">No comment</em>}
        </span>
      </button>
    </li>
  )
}
