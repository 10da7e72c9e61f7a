import { Plus, X } from 'lucide-react'
import { type KeyboardEvent, useState } from 'react'
import { ProductFormSchema } from '#domain/product/admin-products.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldGroup } from '#web/components/ui/form-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import type { ProductFormApi } from './product-form-values.ts'

const FEATURE_MAX_LENGTH = ProductFormSchema.shape.features.unwrap().element.maxLength ?? undefined

/** The product's feature list: type one and add it, remove any. */
export function FeaturesField({ form }: { form: ProductFormApi }) {
  const [draft, setDraft] = useState('')
  const features = form.watch('features') ?? []

  const add = () => {
    const feature = draft.trim()
    if (!feature) return
    form.setValue('features', [...features, feature], { shouldDirty: true, shouldValidate: true })
    setDraft('')
  }
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }
  const remove = (index: number) =>
    form.setValue(
      'features',
      features.filter((_, i) => i !== index),
      { shouldDirty: true, shouldValidate: true },
    )

  return (
    <FieldGroup legend="Features" error={form.formState.errors.features?.message}>
      {features.length > 0 && (
        <ul className="mb-2 space-y-1.5">
          {features.map((feature, index) => (
            <li
              key={`${index}-${feature}`}
              className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm text-slate-800"
            >
              <span className="break-words">{feature}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove feature ${feature}`}
                className="rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <TextField
          label="New feature"
          className="flex-1"
          value={draft}
          maxLength={FEATURE_MAX_LENGTH}
          placeholder="e.g. Military drop tested"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={addOnEnter}
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden className="h-4 w-4" />
          <span>
            Add <span className="sr-only sm:not-sr-only">Feature</span>
          </span>
        </Button>
      </div>
    </FieldGroup>
  )
}
