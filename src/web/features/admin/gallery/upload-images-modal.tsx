import { type FormEvent, useEffect, useState } from 'react'
import {
  GALLERY_CATEGORIES,
  GALLERY_CATEGORY_INFO,
  GALLERY_MESSAGES,
  type GalleryCategory,
} from '#domain/gallery.ts'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { FormField } from '#web/components/ui/form-field.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { uploadImages } from './gallery-api.ts'

const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((c) => ({
  value: c,
  label: GALLERY_CATEGORY_INFO[c].label,
}))

interface Picked {
  file: File
  preview: string
}

export function UploadImagesModal({
  initialCategory,
  onClose,
  onUploaded,
}: {
  initialCategory: GalleryCategory
  onClose(): void
  onUploaded(category: GalleryCategory): void
}) {
  const [category, setCategory] = useState(initialCategory)
  const [picked, setPicked] = useState<Picked[]>([])
  const [busy, setBusy] = useState(false)

  // Each new pick, and closing the modal, frees the previous previews' memory.
  useEffect(() => () => picked.forEach((p) => URL.revokeObjectURL(p.preview)), [picked])

  const pick = (files: FileList | null) =>
    setPicked(
      Array.from(files ?? [])
        .filter((file) => file.type.startsWith('image/'))
        .map((file) => ({ file, preview: URL.createObjectURL(file) })),
    )

  const upload = async (event: FormEvent) => {
    event.preventDefault()
    if (picked.length === 0) {
      window.alert(GALLERY_MESSAGES.noImages)
      return
    }
    setBusy(true)
    try {
      await uploadImages(
        category,
        picked.map(({ file }) => file),
      )
      window.alert(GALLERY_MESSAGES.uploaded)
      onUploaded(category)
    } catch (error) {
      window.alert(errorMessage(error, FALLBACK_TEXTS.uploadImages))
      setBusy(false)
    }
  }

  return (
    <Modal title="Upload Images" onClose={onClose}>
      <form onSubmit={upload} className="space-y-4">
        <SelectField
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value as GalleryCategory)}
          options={CATEGORY_OPTIONS}
        />
        <FormField label="Images">
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/*"
              multiple
              onChange={(e) => pick(e.target.files)}
              className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
            />
          )}
        </FormField>
        {picked.length > 0 && (
          <ul
            aria-label="Selected images"
            className="grid max-h-60 grid-cols-3 gap-2 overflow-y-auto"
          >
            {picked.map(({ file, preview }) => (
              <li key={preview}>
                <img
                  src={preview}
                  alt={`Preview of ${file.name}`}
                  className="aspect-video w-full rounded-lg border border-slate-200 object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyText="Uploading...">
            Upload Images
          </Button>
        </div>
      </form>
    </Modal>
  )
}
