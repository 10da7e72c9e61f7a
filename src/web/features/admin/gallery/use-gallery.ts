// The gallery's images and its counts, fetched together so the tabs and the grid always agree.
import { useCallback } from 'react'
import type { GalleryImage, GalleryStats } from '#domain/gallery.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { fetchGallery } from './gallery-api.ts'

const NO_STATS: GalleryStats = { totalImages: 0, imagesByCategory: {} }

export function useGallery() {
  // A failed fetch is only logged and the list is left as is.
  const gallery = useApiQuery('/admin/gallery', fetchGallery, { what: 'gallery' })
  const { setData } = gallery
  return {
    images: gallery.data?.images ?? [],
    setImages: useCallback(
      (images: GalleryImage[]) => setData((data) => ({ ...data, images })),
      [setData],
    ),
    stats: gallery.data?.stats ?? NO_STATS,
    loading: gallery.loading,
    /** Fetch images and counts again, e.g. after an upload or a delete. */
    reload: gallery.refetch,
  }
}
