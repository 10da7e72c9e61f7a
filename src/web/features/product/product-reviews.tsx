import { BadgeCheck } from 'lucide-react'
import type { ProductReview } from '#domain/review.ts'
import { Stars } from '#web/components/ui/stars.tsx'
import { formatDate } from '#web/lib/format.ts'

export function ProductReviews({ reviews }: { reviews: ProductReview[] }) {
  return (
    <section aria-labelledby="reviews" className="md:col-span-2">
      <h2 id="reviews" className="text-xl font-semibold text-slate-900">
        Customer Reviews
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-slate-600">
          No reviews yet. Shoppers can rate this product once their order is delivered.
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {reviews.map((review) => (
            <li key={review._id} className="rounded-2xl border border-slate-200 bg-white p-5">
              <div className="flex flex-wrap items-center gap-3">
                <Stars rating={review.rating} />
                <span className="font-medium text-slate-900">{review.userName}</span>
                <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
                  <BadgeCheck aria-hidden className="h-4 w-4" />
                  Verified buyer
                </span>
                <time dateTime={review.createdAt} className="text-sm text-slate-500">
                  {formatDate(review.createdAt)}
                </time>
              </div>
              {review.bought && (
                <p className="mt-1 text-sm text-slate-500">Bought: {review.bought}</p>
              )}
              {review.comment && <p className="mt-2 text-slate-700">{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
