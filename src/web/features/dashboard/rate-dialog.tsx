import { Star } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { toast } from '#web/lib/toast.tsx'
import type { ApiOrderItem } from '#domain/order/responses.ts'
import { REVIEW_COMMENT_MAX, REVIEW_SUBMITTED, ReviewSchema } from '#domain/review.ts'
import { Button } from '#web/components/ui/button.tsx'
import { TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { FieldError, FieldGroup } from '#web/components/ui/form-field.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { submitReview } from './orders-api.ts'

interface RateDialogProps {
  orderId: string
  item: ApiOrderItem
  onClose(): void
  onReviewed(): void
}

export function RateDialog({ orderId, item, onClose, onReviewed }: RateDialogProps) {
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!item.product) return setError('Invalid product selected')
    const parsed = ReviewSchema.safeParse({ rating, comment, orderId })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setBusy(true)
    try {
      await submitReview(item.product, parsed.data)
      toast.success(REVIEW_SUBMITTED)
      onReviewed()
    } catch (err) {
      setError(errorMessage(err, FALLBACK_TEXTS.review))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title="Rate Product" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="flex items-center gap-3">
          <img
            src={item.productSnapshot.image}
            alt=""
            className="h-14 w-14 rounded-lg object-cover"
          />
          <div>
            <p className="font-semibold text-slate-900">{item.productSnapshot.name}</p>
            <p className="text-sm text-slate-500">{item.productSnapshot.brand}</p>
          </div>
        </div>
        <FieldGroup legend="Your rating">
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className="cursor-pointer rounded p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
              >
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  className="sr-only"
                  aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
                />
                <Star
                  aria-hidden
                  className={`h-8 w-8 ${n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
                />
              </label>
            ))}
          </div>
        </FieldGroup>
        <TextAreaField
          label="Comment (optional)"
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          hint={`${comment.length}/${REVIEW_COMMENT_MAX}`}
        />
        <FieldError message={error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyText="Submitting...">
            Submit Review
          </Button>
        </div>
      </form>
    </Modal>
  )
}
