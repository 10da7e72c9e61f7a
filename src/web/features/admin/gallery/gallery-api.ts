// The admin gallery calls: the images with their counts, upload, reorder and delete.
import type {
  GalleryCategory,
  GalleryImage,
  GalleryImagesResponse,
  GalleryMove,
  GalleryStats,
} from '#domain/gallery.ts'
import { api } from '#web/lib/api-client.ts'

/** The images and their counts, fetched together so the tabs and the grid always agree. */
export async function fetchGallery(signal: AbortSignal) {
  const [list, stats] = await Promise.all([
    api<GalleryImagesResponse>('/admin/gallery', { signal }),
    api<GalleryStats>('/admin/gallery/stats', { signal }),
  ])
  return { images: list.images, stats }
}

export function uploadImages(category: GalleryCategory, files: File[]) {
  const body = new FormData()
  body.append('category', category)
  for (const file of files) body.append('images', file)
  return api('/admin/gallery/upload', { method: 'POST', body })
}

/** Moves an image a place in its carousel; answers every image in their new order. */
export async function moveImage(image: GalleryImage, direction: GalleryMove) {
  const path = `/admin/gallery/${image._id}/move`
  return (await api<GalleryImagesResponse>(path, { method: 'PUT', body: { direction } })).images
}

export const deleteImage = (image: GalleryImage) =>
  api(`/admin/gallery/${image._id}`, { method: 'DELETE', body: { imageUrl: image.url } })
