import { Camera, X } from 'lucide-react'
import { useState } from 'react'
import { MAX_RETURN_PHOTOS } from '#domain/order/returns.ts'
import { FormField } from '#web/components/ui/form-field.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { uploadReturnPhotos } from './returns-api.ts'

/**
 * Photos of what went wrong, uploaded as they are picked (the request names them), up to the
 * limit; drawn forward, with a word on why, when the reason is the shop's doing.
 */
export function ReturnPhotosField({
  photos,
  helps,
  error,
  onChange,
  onUploading,
}: {
  photos: string[]
  /** The reason is a fault or damage, which photos show. */
  helps: boolean
  error?: string
  onChange(photos: string[]): void
  onUploading(uploading: boolean): void
}) {
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<string>()
  const room = MAX_RETURN_PHOTOS - photos.length

  const upload = async (picked: File[]) => {
    if (picked.length === 0) return
    setFailure(undefined)
    setUploading(true)
    onUploading(true)
    try {
      onChange([...photos, ...(await uploadReturnPhotos(picked.slice(0, room)))])
      if (picked.length > room) {
        setFailure(`A return takes up to ${MAX_RETURN_PHOTOS} photos: the first ${room} were added`)
      }
    } catch (err) {
      setFailure(errorMessage(err, FALLBACK_TEXTS.returnPhotos))
    } finally {
      setUploading(false)
      onUploading(false)
    }
  }

  return (
    <div className={helps ? 'rounded-lg border border-amber-300 bg-amber-50 p-3' : ''}>
      {helps && (
        <p className="mb-2 flex items-start gap-2 text-sm font-medium text-amber-900">
          <Camera aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          Photos of the fault or damage help us approve your return quickly.
        </p>
      )}
      <FormField
        label={helps ? 'Photos' : 'Photos (optional)'}
        hint={`Up to ${MAX_RETURN_PHOTOS} photos of the item and its box.`}
        error={failure ?? error}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            multiple
            disabled={room <= 0 || uploading}
            onChange={(e) => {
              void upload(Array.from(e.target.files ?? []))
              e.target.value = ''
            }}
            className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-medium file:text-brand-700 hover:file:bg-brand-100 disabled:opacity-60"
          />
        )}
      </FormField>
      {uploading && (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" label="Uploading photos..." />
          <span aria-hidden>Uploading photos...</span>
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label="Your photos" className="mt-3 flex flex-wrap gap-2">
          {photos.map((url, i) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={`Photo ${i + 1}`}
                className="h-20 w-20 rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => onChange(photos.filter((photo) => photo !== url))}
                className="absolute -top-2 -right-2 rounded-full bg-slate-900 p-1.5 text-white hover:bg-slate-700"
              >
                <X aria-hidden className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
