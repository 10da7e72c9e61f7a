import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { GalleryCategory, GalleryImagesResponse } from '#domain/gallery.ts'
import { BANNER_ROTATION_MS } from '#domain/limits.ts'
import { api } from '#web/lib/api-client.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'

/** The section's banners, turning every 4 s; nothing at all while loading, empty or failed. */
export function BannerCarousel({ category }: { category: GalleryCategory }) {
  // Keyed, so a new section shows none of the last one's banners and starts at its first.
  return <Banners key={category} category={category} />
}

function Banners({ category }: { category: GalleryCategory }) {
  const path = `/gallery/category/${category}`
  const query = useApiQuery(
    path,
    async (signal) => (await api<GalleryImagesResponse>(path, { signal })).images,
    { what: 'banners' },
  )
  const banners = query.data ?? []
  const [index, setIndex] = useState(0)

  useEffect(() => {
    if (banners.length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), BANNER_ROTATION_MS)
    return () => clearInterval(timer)
  }, [banners.length])

  if (banners.length === 0) return null
  const go = (next: number) => setIndex((next + banners.length) % banners.length)

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured banners"
      className="relative mx-auto max-w-6xl px-4"
    >
      <div className="relative aspect-[16/5] overflow-hidden rounded-2xl bg-slate-200">
        {banners.map((banner, i) => (
          <img
            key={banner._id}
            src={banner.url}
            alt=""
            aria-hidden={i !== index}
            className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${i === index ? 'opacity-100' : 'opacity-0'}`}
          />
        ))}
        {banners.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label="Previous banner"
              className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-white/80 p-2 hover:bg-white"
            >
              <ChevronLeft aria-hidden className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label="Next banner"
              className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-white/80 p-2 hover:bg-white"
            >
              <ChevronRight aria-hidden className="h-5 w-5" />
            </button>
            <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-2">
              {banners.map((banner, i) => (
                <button
                  key={banner._id}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={`Show banner ${i + 1} of ${banners.length}`}
                  aria-current={i === index}
                  className={`h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60'}`}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  )
}
