import { Info } from 'lucide-react'
import { useState } from 'react'
import type { AdminReview, ReviewStatus } from '#domain/review.ts'
import { ListBody } from '../shared/list-body.tsx'
import { FilterBar, FilterSelect } from '../shared/filter-bar.tsx'
import { useAdminList } from '../shared/use-admin-list.ts'
import { ReviewDetails } from './review-details.tsx'
import { CATEGORY_OPTIONS, RATING_OPTIONS } from './review-filters.ts'
import { ReviewRow } from './review-row.tsx'
import { countOf } from '#web/lib/format.ts'

export function ReviewsTab() {
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState('')
  const [rating, setRating] = useState('')
  // The status filter lives in state with no control of its own.
  const [status] = useState<ReviewStatus>('approved')
  const list = useAdminList<AdminReview, 'reviews'>('/admin/reviews', 'reviews', {
    search,
    category,
    rating,
    status,
  })
  const [openId, setOpenId] = useState<string | null>(null)
  const open = list.items.find((r) => r._id === openId)

  return (
    <section aria-labelledby="reviews-heading">
      <div className="mb-5 flex items-baseline gap-3">
        <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
          Product Reviews
        </h2>
        <span className="text-sm text-slate-500">{countOf(list.total, 'review')}</span>
      </div>
      <p className="mb-5 flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
        <Info aria-hidden className="h-5 w-5 shrink-0" />
        <span>
          Reviews are approved automatically when customers rate products from their delivered
          orders. This section is for monitoring only; reviews cannot be edited here.
        </span>
      </p>
      <FilterBar search={search} onSearch={setSearch} placeholder="Search reviews...">
        <FilterSelect
          label="Filter by category"
          value={category}
          onChange={setCategory}
          options={CATEGORY_OPTIONS}
        />
        <FilterSelect
          label="Filter by rating"
          value={rating}
          onChange={setRating}
          options={RATING_OPTIONS}
        />
      </FilterBar>
      <ListBody
        loading={list.loading}
        loadingText="Loading reviews..."
        empty={list.items.length === 0}
        emptyTitle="No Reviews Found"
      >
        <ul className="space-y-3">
          {list.items.map((review) => (
            <ReviewRow key={review._id} review={review} onOpen={() => setOpenId(review._id)} />
          ))}
        </ul>
      </ListBody>
      {open && <ReviewDetails review={open} onClose={() => setOpenId(null)} />}
    </section>
  )
}
