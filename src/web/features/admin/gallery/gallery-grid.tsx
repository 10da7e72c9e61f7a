import { useState } from 'react'
import type { AdminGalleryImage } from '#domain/schemas/admin-api.ts'
import { api } from '#web/lib/api-client.ts'
import { GalleryImageCard, type MoveDirection } from './gallery-image-card.tsx'

/** One category's banners in carousel order, with reordering and deleting. */
export function GalleryGrid({
  images,
  label,
  onMoved,
  onDeleted,
}: {
  images: AdminGalleryImage[]
  label: string
  onMoved(all: AdminGalleryImage[]): void
  onDeleted(): void
}) {
  const [busyId, setBusyId] = useState<string | null>(null)

  const move = async (image: AdminGalleryImage, direction: MoveDirection) => {
    setBusyId(image._id)
    try {
      const result = await api<{ images: AdminGalleryImage[] }>(
        `/admin/gallery/${image._id}/move`,
        { method: 'PUT', body: { direction } },
      )
      onMoved(result.images)
    } catch {
      window.alert('Failed to move image')
    } finally {
      setBusyId(null)
    }
  }

  const remove = async (image: AdminGalleryImage) => {
    if (!window.confirm('Are you sure you want to delete this image?')) return
    setBusyId(image._id)
    try {
      await api(`/admin/gallery/${image._id}`, { method: 'DELETE', body: { imageUrl: image.url } })
      window.alert('Image deleted successfully!')
      onDeleted()
    } catch {
      window.alert('Failed to delete image')
    } finally {
      setBusyId(null)
    }
  }

  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {images.map((image, i) => (
        <GalleryImageCard
          key={image._id}
          image={image}
          position={i + 1}
          count={images.length}
          label={label}
          busy={busyId !== null}
          onMove={(direction) => void move(image, direction)}
          onDelete={() => void remove(image)}
        />
      ))}
    </ul>
  )
}
