import { ArrowLeft, ArrowRight, ExternalLink, Trash2 } from 'lucide-react'
import { type MouseEvent, useLayoutEffect, useRef } from 'react'
import type { GalleryImage, GalleryMove } from '#domain/gallery.ts'
import { formatDate } from '#web/lib/format.ts'

export type MoveDirection = GalleryMove

const control =
  'rounded-lg bg-white/90 p-2 text-slate-800 hover:bg-white disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'

/**
 * One banner; its details and controls show on hover or keyboard focus, and always on touch
 * screens, which have no hover.
 */
export function GalleryImageCard({
  image,
  position,
  count,
  label,
  busy,
  onMove,
  onDelete,
}: {
  image: GalleryImage
  position: number
  count: number
  label: string
  busy: boolean
  onMove(direction: MoveDirection): void
  onDelete(): void
}) {
  const moving = useRef<HTMLButtonElement | null>(null)
  // Moving a card later re-inserts its node, which drops keyboard focus; put it back.
  useLayoutEffect(() => {
    const lost = document.activeElement === document.body || !document.activeElement
    if (lost) moving.current?.focus()
    moving.current = null
  }, [position])

  const startMove = (
    event: MouseEvent<HTMLButtonElement>,
    direction: MoveDirection,
    unavailable: boolean,
  ) => {
    if (busy || unavailable) return
    moving.current = event.currentTarget
    onMove(direction)
  }
  const first = position === 1
  const last = position === count

  // The shop's carousel frame is 16:5, so the admin sees each banner cropped as shoppers will.
  return (
    <li
      aria-label={`Banner ${position} of ${count}`}
      className="group relative aspect-[16/5] overflow-hidden rounded-2xl border border-slate-200 bg-slate-100"
    >
      <img
        src={image.url}
        alt={`${label} banner ${position}`}
        loading="lazy"
        className="h-full w-full object-cover"
      />
      <div className="absolute inset-0 flex flex-col justify-between bg-slate-900/50 p-2 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:bg-transparent pointer-coarse:opacity-100">
        <p className="flex justify-between gap-2 text-xs font-medium">
          <span className="rounded-full bg-white/90 px-2 py-1 text-slate-900">
            Order: {position}
          </span>
          <span className="rounded-full bg-white/90 px-2 py-1 text-slate-700">
            {formatDate(image.createdAt)}
          </span>
        </p>
        <div className="flex justify-between gap-2">
          <div className="flex gap-2">
            {/* aria-disabled, not disabled, so a focused arrow keeps focus when it reaches an end. */}
            <button
              type="button"
              aria-label="Move earlier"
              aria-disabled={busy || first}
              onClick={(e) => startMove(e, 'earlier', first)}
              className={control}
            >
              <ArrowLeft aria-hidden className="h-4 w-4" />
            </button>
            <button
              type="button"
              aria-label="Move later"
              aria-disabled={busy || last}
              onClick={(e) => startMove(e, 'later', last)}
              className={control}
            >
              <ArrowRight aria-hidden className="h-4 w-4" />
            </button>
          </div>
          <div className="flex gap-2">
            <a
              href={image.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Open image in new tab"
              className={control}
            >
              <ExternalLink aria-hidden className="h-4 w-4" />
            </a>
            <button
              type="button"
              aria-label="Delete image"
              disabled={busy}
              onClick={onDelete}
              className={`${control} text-red-700`}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </button>
          </div>
        </div>
      </div>
    </li>
  )
}
