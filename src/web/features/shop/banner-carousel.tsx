import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { GalleryCategory } from '#domain/gallery.ts'
import { BANNER_ROTATION_MS } from '#domain/limits.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { useReducedMotion } from '#web/lib/use-reduced-motion.ts'
import { bannersUrl, fetchBanners } from './shop-api.ts'

/**
 * The section's banners, turning every 4 s. While they load, an empty frame of their size holds
 * the page still; with none, or when the fetch fails, nothing shows.
 *
 * As WAI-ARIA's carousel pattern has it, until the shopper presses Play or Pause they stand still
 * while the pointer or keyboard focus is on them, and from the start for a shopper whose system
 * asks for less motion (who also sees no fade).
 */
export function BannerCarousel({ category }: { category: GalleryCategory }) {
  // Keyed, so a new section shows none of the last one's banners and starts at its first.
  return <Banners key={category} category={category} />
}

// Phones show the banner 2:1, cut from its right (the demo art's picture panel), so its
// left-aligned headline is drawn about 16 px tall; wider screens show all of the 8:3 art.
const frame =
  'relative aspect-[2/1] overflow-hidden bg-slate-200 sm:aspect-[8/3] sm:rounded-2xl lg:aspect-[16/5]'
const controlsRow = 'flex h-12 items-center justify-between px-4 sm:px-0'
const arrow =
  'flex h-10 w-10 items-center justify-center rounded-full bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 hover:text-brand-700'

function Banners({ category }: { category: GalleryCategory }) {
  const query = useApiQuery(bannersUrl(category), (signal) => fetchBanners(category, signal), {
    what: 'banners',
    server: true,
  })
  const banners = query.data?.images ?? []
  const [index, setIndex] = useState(0)
  const reducedMotion = useReducedMotion()
  const [paused, setPaused] = useState<boolean | undefined>(undefined)
  const [held, setHeld] = useState({ pointer: false, focus: false })
  const stopped = paused ?? reducedMotion
  const turning =
    banners.length > 1 && (paused === false || (!stopped && !held.pointer && !held.focus))

  useEffect(() => {
    if (!turning) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), BANNER_ROTATION_MS)
    return () => clearInterval(timer)
  }, [turning, banners.length])

  if (query.loading) {
    return (
      <div aria-hidden data-testid="banner-placeholder" className="mx-auto max-w-6xl sm:px-4">
        <div className={frame} />
        <div className={controlsRow} />
      </div>
    )
  }
  if (banners.length === 0) return null
  const go = (next: number) => setIndex((next + banners.length) % banners.length)

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured banners"
      className="mx-auto max-w-6xl sm:px-4"
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setHeld((h) => ({ ...h, focus: false }))
        }
      }}
    >
      <div className={frame}>
        {banners.map((banner, i) => (
          <img
            key={banner._id}
            src={banner.url}
            alt=""
            aria-hidden={i !== index}
            // The first is the page's largest picture; the others must not share the line with it.
            fetchPriority={i === 0 ? 'high' : 'low'}
            className={`absolute inset-0 h-full w-full object-cover object-left motion-safe:transition-opacity motion-safe:duration-700 sm:object-center ${i === index ? 'opacity-100' : 'opacity-0'}`}
          />
        ))}
      </div>
      {/* Below the picture, so no control ever covers what the banner says; kept for a single
          banner too, so the page below doesn't move when the banners arrive. */}
      <div className={controlsRow}>
        {banners.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label="Previous banner"
              className={arrow}
            >
              <ChevronLeft aria-hidden className="h-5 w-5" />
            </button>
            <div className="flex items-center">
              <button
                type="button"
                onClick={() => setPaused(!stopped)}
                aria-label={stopped ? 'Play banners' : 'Pause banners'}
                className="flex h-10 w-10 items-center justify-center text-slate-600 hover:text-brand-700"
              >
                {stopped ? (
                  <Play aria-hidden className="h-4 w-4" />
                ) : (
                  <Pause aria-hidden className="h-4 w-4" />
                )}
              </button>
              {banners.map((banner, i) => (
                <button
                  key={banner._id}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={`Show banner ${i + 1} of ${banners.length}`}
                  aria-current={i === index}
                  className="flex h-10 min-w-6 items-center justify-center px-1.5"
                >
                  <span
                    className={`block h-2.5 rounded-full motion-safe:transition-all ${i === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300'}`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label="Next banner"
              className={arrow}
            >
              <ChevronRight aria-hidden className="h-5 w-5" />
            </button>
          </>
        )}
      </div>
    </section>
  )
}
