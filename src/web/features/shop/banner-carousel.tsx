import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { GalleryCategory } from '#domain/gallery.ts'
import { BANNER_ROTATION_MS } from '#domain/limits.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { bannersUrl, fetchBanners } from './shop-api.ts'

/**
 * The section's banners, turning every 4 s. While they load, an empty frame of their size holds
 * the page still; with none, or when the fetch fails, nothing shows.
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

  useEffect(() => {
    if (banners.length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), BANNER_ROTATION_MS)
    return () => clearInterval(timer)
  }, [banners.length])

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
            className={`absolute inset-0 h-full w-full object-cover object-left transition-opacity duration-700 sm:object-center ${i === index ? 'opacity-100' : 'opacity-0'}`}
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
                    className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300'}`}
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
