import { useRef, useState } from 'react'
import type { ApiOrderPage } from '#domain/order/responses.ts'
import { Button } from '#web/components/ui/button.tsx'
import { formatDate } from '#web/lib/format.ts'
import { ReturnForm } from './return-form.tsx'

/**
 * While the order's return window is open and something is left to send back: until when, and
 * "Return or exchange", which opens the form in its place.
 */
export function ReturnAction({
  order,
  onAsked,
  onRefused,
}: {
  order: ApiOrderPage
  /** The return was asked for. */
  onAsked(): void
  /** The server refused what the page offered (the window closed, a variant sold out). */
  onRefused(): void
}) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const offer = order.returnOffer
  if (!offer || !offer.items.some((line) => line.returnable > 0)) return null
  if (open) {
    return (
      <ReturnForm
        order={order}
        offer={offer}
        onClose={() => {
          setOpen(false)
          // The button is drawn again in the form's place; the keyboard goes back to it.
          setTimeout(() => opener.current?.focus())
        }}
        onAsked={() => {
          setOpen(false)
          onAsked()
        }}
        onRefused={onRefused}
      />
    )
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <Button
        ref={opener}
        variant="secondary"
        className="px-3 py-1.5 text-sm"
        onClick={() => setOpen(true)}
      >
        Return or exchange
      </Button>
      <p className="text-slate-600">Returns open until {formatDate(offer.until)}</p>
    </div>
  )
}
