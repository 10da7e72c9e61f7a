import { Plus, X } from 'lucide-react'
import { type KeyboardEvent, useState } from 'react'
import { TAG_COLORS, type TagColor } from '#domain/product/catalogue.ts'
import { ProductFormSchema } from '#domain/product/admin-products.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldGroup } from '#web/components/ui/form-field.tsx'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { TAG_CLASSES } from '#web/components/ui/tag-colors.ts'
import { TextField } from '#web/components/ui/text-field.tsx'
import type { ProductFormApi } from './product-form-values.ts'

const TagSchema = ProductFormSchema.shape.coloredTags.unwrap().element
const COLOR_OPTIONS = TAG_COLORS.map((c) => ({ value: c, label: c[0]?.toUpperCase() + c.slice(1) }))

/** Coloured tags: a label and one of the six colours, checked by the shared schema on adding. */
export function TagsField({ form }: { form: ProductFormApi }) {
  const [label, setLabel] = useState('')
  const [color, setColor] = useState<TagColor>(TAG_COLORS[0])
  const [draftError, setDraftError] = useState<string>()
  const tags = form.watch('coloredTags') ?? []

  const add = () => {
    const parsed = TagSchema.safeParse({ label, color })
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message)
      return
    }
    form.setValue('coloredTags', [...tags, parsed.data], {
      shouldDirty: true,
      shouldValidate: true,
    })
    setLabel('')
    setDraftError(undefined)
  }
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }
  const remove = (index: number) =>
    form.setValue(
      'coloredTags',
      tags.filter((_, i) => i !== index),
      { shouldDirty: true, shouldValidate: true },
    )

  return (
    <FieldGroup legend="Coloured Tags" error={form.formState.errors.coloredTags?.message}>
      {tags.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2">
          {tags.map((tag, index) => (
            <li
              key={`${index}-${tag.label}`}
              className={`inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-3 text-sm font-medium ${TAG_CLASSES[tag.color]}`}
            >
              {tag.label}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove tag ${tag.label}`}
                className="rounded-full p-0.5 hover:bg-black/10"
              >
                <X aria-hidden className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_8rem_auto]">
        <TextField
          label="Tag label"
          className="col-span-2 sm:col-span-1"
          value={label}
          maxLength={TagSchema.shape.label.maxLength ?? undefined}
          placeholder="e.g. Bestseller"
          error={draftError}
          onChange={(e) => setLabel(e.target.value)}
          onKeyDown={addOnEnter}
        />
        <SelectField
          label="Tag colour"
          value={color}
          onChange={(e) => setColor(e.target.value as TagColor)}
          options={COLOR_OPTIONS}
        />
        <Button variant="secondary" onClick={add} disabled={!label.trim()} className="mt-6.5">
          <Plus aria-hidden className="h-4 w-4" /> Add Tag
        </Button>
      </div>
    </FieldGroup>
  )
}
