import { useState } from 'react'
import { GALLERY_MESSAGES, type GalleryImage } from '#domain/gallery.ts'
import { deleteImage, moveImage } from './gallery-api.ts'
import { GalleryImageCard, type MoveDirection } from './gallery-image-card.tsx'

/** One category's banners in carousel order, with reordering and deleting. */
export function GalleryGrid({
  images,
  label,
  onMoved,
  onDeleted,
}: {
  images: GalleryImage[]
  label: string
  onMoved(all: GalleryImage[]): void
  onDeleted(): void
}) {
  const [busyId, setBusyId] = useState<string | null>(null)

  const move = async (image: GalleryImage, direction: MoveDirection) => {
    setBusyId(image._id)
    try {
      onMoved(await moveImage(image, direction))
    } catch {
      window.alert('Failed to move image')
    } finally {
      setBusyId(null)
    }
  }

  const remove = async (image: GalleryImage) => {
    if (!window.confirm('Are you sure you want to delete this image?')) return
    setBusyId(image._id)
    try {
      await deleteImage(image)
      window.alert(GALLERY_MESSAGES.deleted)
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
