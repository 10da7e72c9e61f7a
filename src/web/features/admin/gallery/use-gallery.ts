// The gallery's images and its counts, fetched together so the tabs and the grid always agree.
import { useEffect, useState } from 'react'
import type { GalleryImage, GalleryImagesResponse, GalleryStats } from '#domain/gallery.ts'
import { api } from '#web/lib/api-client.ts'

const NO_STATS: GalleryStats = { totalImages: 0, imagesByCategory: {} }

export function useGallery() {
  const [images, setImages] = useState<GalleryImage[]>([])
  const [stats, setStats] = useState<GalleryStats>(NO_STATS)
  const [loading, setLoading] = useState(true)
  const [version, setVersion] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    Promise.all([
      api<GalleryImagesResponse>('/admin/gallery', { signal }),
      api<GalleryStats>('/admin/gallery/stats', { signal }),
    ])
      .then(([list, counts]) => {
        setImages(list.images)
        setStats(counts)
      })
      // Spec §8: a failed list fetch is only logged and the list is left as is.
      .catch((error: unknown) => {
        if (!signal.aborted) console.error('Failed to fetch gallery', error)
      })
      .finally(() => !signal.aborted && setLoading(false))
    return () => controller.abort()
  }, [version])

  return {
    images,
    setImages,
    stats,
    loading,
    /** Fetch images and counts again, e.g. after an upload or a delete. */
    reload: () => setVersion((v) => v + 1),
  }
}
