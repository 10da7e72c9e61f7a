import { Plus, Trash2 } from 'lucide-react'
import { type ChangeEvent, useId, useState } from 'react'
import { PRODUCT_LIMITS } from '#domain/product/admin-products.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { UploadButton } from './upload-button.tsx'
import type { ProductFormApi } from './product-form-values.ts'
import { uploadProductImage } from './products-api.ts'

const MORE = PRODUCT_LIMITS.pictures - 1

/** Pictures after the main one, in the order the product page shows them: uploaded or pasted. */
export function MoreImagesField({ form }: { form: ProductFormApi }) {
  const [uploading, setUploading] = useState(false)
  const [pasted, setPasted] = useState('')
  const headingId = useId()
  const pictures = form.watch('moreImages') ?? []
  const set = (next: string[]) =>
    form.setValue('moreImages', next, { shouldValidate: true, shouldDirty: true })
  // Read as the picture arrives: staff may remove or add another while it uploads.
  const add = (picture: string) => {
    const now = form.getValues('moreImages') ?? []
    if (now.length < MORE) set([...now, picture])
  }
  const addPasted = () => {
    if (!pasted.trim()) return
    add(pasted.trim())
    setPasted('')
  }
  const full = pictures.length >= MORE
  const error = form.formState.errors.moreImages
  const message =
    error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined)

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setUploading(true)
    try {
      add(await uploadProductImage(file))
    } catch (failure) {
      window.alert(errorMessage(failure, FALLBACK_TEXTS.uploadImage))
    } finally {
      setUploading(false)
    }
  }

  return (
    <fieldset aria-labelledby={headingId} className="space-y-3">
      <legend id={headingId} className="text-sm font-medium text-slate-700">
        More pictures ({pictures.length} of {MORE})
      </legend>
      {pictures.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {pictures.map((src, i) => (
            <li key={`${i} ${src}`} className="relative">
              <img
                src={src}
                alt={`Picture ${i + 2}`}
                className="h-20 w-20 rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                aria-label={`Remove picture ${i + 2}`}
                onClick={() => set(pictures.filter((_, j) => j !== i))}
                className="absolute -top-2 -right-2 rounded-full bg-white p-1 text-red-600 shadow ring-1 ring-slate-200 hover:bg-red-50"
              >
                <Trash2 aria-hidden className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <div className="flex flex-wrap items-center gap-2">
          <UploadButton
            label="Upload Picture"
            busyLabel="Uploading picture"
            uploading={uploading}
            onFile={(event) => void upload(event)}
            compact
          />
          <input
            type="text"
            aria-label="Picture URL"
            placeholder="/uploads/... or https://..."
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the picture rather than saving the whole product.
              if (event.key !== 'Enter') return
              event.preventDefault()
              addPasted()
            }}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <button
            type="button"
            disabled={!pasted.trim()}
            onClick={addPasted}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50"
          >
            <Plus aria-hidden className="h-4 w-4" /> Add Picture
          </button>
        </div>
      )}
      {message && (
        <p role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
    </fieldset>
  )
}
