import { Plus, X } from 'lucide-react'
import { useState } from 'react'
import { VARIANT_LIMITS } from '#domain/product/admin-variants.ts'
import { PHONE_MODEL_OPTION, type ProductOption } from '#domain/product/variant.ts'
import { Button } from '#web/components/ui/button.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { PhoneModelPicker } from './phone-model-picker.tsx'

interface Draft {
  name: string
  /** The values as typed, separated by commas. */
  values: string
}

const toDraft = (option: ProductOption): Draft => ({
  name: option.name,
  values: option.values.join(', '),
})

const toOption = (draft: Draft): ProductOption => ({
  name: draft.name.trim(),
  values: draft.values
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean),
})

interface OptionsEditorProps {
  initial: ProductOption[]
  onChange(options: ProductOption[]): void
  /** The schema's message for each option, by position. */
  errors: (string | undefined)[]
}

/** The options a product varies by: a name and its values, typed with commas between them. */
export function OptionsEditor({ initial, onChange, errors }: OptionsEditorProps) {
  const [drafts, setDrafts] = useState<Draft[]>(() => initial.map(toDraft))
  const update = (next: Draft[]) => {
    setDrafts(next)
    onChange(next.map(toOption))
  }
  const edit = (index: number, change: Partial<Draft>) =>
    update(drafts.map((draft, i) => (i === index ? { ...draft, ...change } : draft)))

  return (
    <div className="space-y-3">
      {drafts.map((draft, index) => (
        <div
          key={index}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto]"
        >
          <TextField
            label={`Option ${index + 1} name`}
            className="col-span-2 sm:col-span-1"
            value={draft.name}
            maxLength={VARIANT_LIMITS.optionName}
            placeholder={index === 0 ? PHONE_MODEL_OPTION : 'e.g. Colour'}
            onChange={(e) => edit(index, { name: e.target.value })}
          />
          <TextField
            label={`Option ${index + 1} values, separated by commas`}
            value={draft.values}
            placeholder={
              draft.name === PHONE_MODEL_OPTION ? 'iPhone 16, Galaxy S25' : 'Black, Blue'
            }
            error={errors[index]}
            onChange={(e) => edit(index, { values: e.target.value })}
          />
          <Button
            variant="ghost"
            onClick={() => update(drafts.filter((_, i) => i !== index))}
            aria-label={`Remove option ${draft.name || index + 1}`}
            className="mt-6.5 px-2"
          >
            <X aria-hidden className="h-5 w-5" />
          </Button>
          {draft.name.trim() === PHONE_MODEL_OPTION && (
            <PhoneModelPicker
              chosen={toOption(draft).values}
              onPick={(name) => {
                const values = [...toOption(draft).values, name]
                edit(index, { values: values.join(', ') })
              }}
            />
          )}
        </div>
      ))}
      {drafts.length < VARIANT_LIMITS.options && (
        <Button
          variant="secondary"
          onClick={() =>
            update([...drafts, { name: drafts.length === 0 ? PHONE_MODEL_OPTION : '', values: '' }])
          }
        >
          <Plus aria-hidden className="h-4 w-4" /> Add Option
        </Button>
      )}
    </div>
  )
}
