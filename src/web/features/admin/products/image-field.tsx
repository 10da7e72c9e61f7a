import { ImageIcon } from 'lucide-react'
import { type ChangeEvent, useState } from 'react'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import type { ProductFormApi } from './product-form-values.ts'
import { uploadProductImage } from './products-api.ts'
import { UploadButton } from './upload-button.tsx'

/** Upload a picture (the server answers its URL) or paste an https URL; either shows a preview. */
export function ImageField({ form }: { form: ProductFormApi }) {
  const [uploading, setUploading] = useState(false)
  const image = form.watch('image')

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setUploading(true)
    try {
      const imageUrl = await uploadProductImage(file)
      form.setValue('image', imageUrl, { shouldValidate: true, shouldDirty: true })
    } catch (error) {
      window.alert(errorMessage(error, FALLBACK_TEXTS.uploadImage))
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex h-28 w-28 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {image ? (
          <img src={image} alt="Product image preview" className="h-full w-full object-cover" />
        ) : (
          <ImageIcon aria-hidden className="h-8 w-8 text-slate-300" />
        )}
      </div>
      <div className="flex-1 space-y-3">
        <UploadButton
          label="Upload Image"
          busyLabel="Uploading image"
          uploading={uploading}
          onFile={(event) => void upload(event)}
        />
        <TextField
          label="Image URL *"
          placeholder="/uploads/... or https://..."
          error={form.formState.errors.image?.message}
          {...form.register('image')}
        />
      </div>
    </div>
  )
}
