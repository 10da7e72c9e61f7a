// The return form's answers as the shopper gives them, the request made of them, and where each
// refusal, the form's own or the server's, is shown.
import type { ReturnReason, ReturnResolution } from '#domain/order/refund-policy.ts'
import { type ReturnOffer, type ReturnRequest, ReturnRequestSchema } from '#domain/order/returns.ts'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'

export interface ReturnDraft {
  /** The units chosen of each order line; a line not chosen is absent. */
  units: Record<string, number>
  reason: ReturnReason | null
  resolution: ReturnResolution
  exchangeVariantId: string
  comment: string
  photos: string[]
}

const FIELDS = ['items', 'reason', 'resolution', 'exchangeVariantId', 'comment', 'photos'] as const
type ReturnField = (typeof FIELDS)[number]
export type ReturnErrors = Partial<Record<ReturnField | 'form', string>>

const fieldOf = (path: string): ReturnField | 'form' =>
  (FIELDS as readonly string[]).includes(path) ? (path as ReturnField) : 'form'

/** A new draft: the order's one line still returnable is chosen already, one unit of it. */
export function newDraft(offer: ReturnOffer): ReturnDraft {
  const returnable = offer.items.filter((line) => line.returnable > 0)
  const [only] = returnable
  return {
    units: returnable.length === 1 && only ? { [only.orderItemId]: 1 } : {},
    reason: null,
    resolution: 'refund',
    exchangeVariantId: '',
    comment: '',
    photos: [],
  }
}

/**
 * What the chosen line may be exchanged for, or why there is nothing to choose: an exchange is
 * for one line, into another variant at the same price with a unit in stock.
 */
export function exchangeChoice(offer: ReturnOffer, units: ReturnDraft['units']) {
  const chosen = Object.keys(units)
  const line = offer.items.find((item) => item.orderItemId === chosen[0])
  const none = (refusal: string) => ({ options: [], refusal })
  if (chosen.length === 0) return none('Choose the item to exchange first')
  if (chosen.length > 1) return none('Exchange one item at a time')
  if (!line?.exchangeFor.length) {
    return none('No other model or colour of this item is in stock at the same price')
  }
  return { options: line.exchangeFor, refusal: null }
}

/** The request the draft makes, or the form's errors beside the fields they name. */
export function checkDraft(
  draft: ReturnDraft,
): { request: ReturnRequest; errors?: never } | { request?: never; errors: ReturnErrors } {
  const exchange = draft.resolution === 'exchange'
  const parsed = ReturnRequestSchema.safeParse({
    items: Object.entries(draft.units).map(([orderItemId, quantity]) => ({
      orderItemId,
      quantity,
    })),
    reason: draft.reason ?? undefined,
    resolution: draft.resolution,
    exchangeVariantId: (exchange && draft.exchangeVariantId) || undefined,
    comment: draft.comment.trim() || undefined,
    photos: draft.photos.length > 0 ? draft.photos : undefined,
  })
  if (parsed.success) return { request: parsed.data }
  const errors: ReturnErrors = {}
  for (const issue of parsed.error.issues) errors[fieldOf(String(issue.path[0]))] ??= issue.message
  return { errors }
}

/** The server's refusal beside the field it names (`items.0.quantity` by `items`), or under the form. */
export function refusalErrors(error: unknown, fallback: string = FALLBACK_TEXTS.returnRequest) {
  const errors: ReturnErrors = {}
  if (error instanceof ApiError) {
    for (const { path, message } of error.errors ?? []) {
      const field = fieldOf(path.split('.')[0] ?? '')
      if (field !== 'form') errors[field] ??= message
    }
  }
  return Object.keys(errors).length > 0 ? errors : { form: errorMessage(error, fallback) }
}
