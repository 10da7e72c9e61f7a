import { type FormEvent, useState } from 'react'
import { type AdminPhoneModel, PhoneModelCreateSchema } from '#domain/product/phone-model-admin.ts'
import { PHONE_MODEL_LIMITS, phoneShopPath } from '#domain/product/phone-model-rules.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { createPhoneModel, updatePhoneModel } from './phone-models-api.ts'

interface PhoneModelFormProps {
  /** The model being edited, or null to add one. */
  model: AdminPhoneModel | null
  onClose(): void
  onSaved(model: AdminPhoneModel): void
}

type Draft = Record<'brand' | 'series' | 'name' | 'aliases' | 'releaseYear' | 'slug', string>
type Errors = Partial<Record<keyof Draft, string>>

const draftOf = (model: AdminPhoneModel | null): Draft => ({
  brand: model?.brand ?? '',
  series: model?.series ?? '',
  name: model?.name ?? '',
  aliases: model?.aliases.join(', ') ?? '',
  releaseYear: model ? String(model.releaseYear) : String(new Date().getFullYear()),
  slug: model?.slug ?? '',
})

/** Adds a phone model or edits one; its slug is chosen once, when it is added. */
export function PhoneModelForm({ model, onClose, onSaved }: PhoneModelFormProps) {
  const [draft, setDraft] = useState(() => draftOf(model))
  const [active, setActive] = useState(model?.active ?? true)
  const [errors, setErrors] = useState<Errors>({})
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const field = (name: keyof Draft) => ({
    value: draft[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  })

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = PhoneModelCreateSchema.safeParse({
      ...draft,
      slug: model ? undefined : draft.slug.trim(),
      aliases: draft.aliases.split(',').filter((alias) => alias.trim() !== ''),
      releaseYear: /^\d+$/.test(draft.releaseYear.trim()) ? Number(draft.releaseYear) : NaN,
      active,
    })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft
        found[key] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const { slug, ...fields } = parsed.data
      onSaved(
        model
          ? await updatePhoneModel(model.id, fields)
          : await createPhoneModel({ ...fields, slug }),
      )
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to save the phone model'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={model ? 'Edit Phone Model' : 'Add Phone Model'} onClose={onClose}>
      <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label="Brand" maxLength={PHONE_MODEL_LIMITS.brand} {...field('brand')} />
        <TextField label="Series" maxLength={PHONE_MODEL_LIMITS.series} {...field('series')} />
        <TextField
          label="Model name"
          maxLength={PHONE_MODEL_LIMITS.name}
          placeholder="e.g. Galaxy S24 FE"
          {...field('name')}
        />
        <TextField
          label="Release year"
          inputMode="numeric"
          maxLength={4}
          {...field('releaseYear')}
        />
        <TextField
          label="Aliases, separated by commas"
          className="sm:col-span-2"
          placeholder="e.g. S24 FE, SM-S721"
          hint={`Other names shoppers and staff use; at most ${PHONE_MODEL_LIMITS.aliases}`}
          {...field('aliases')}
        />
        {model ? (
          <p className="text-sm text-slate-600 sm:col-span-2">
            Address: {phoneShopPath(model.slug)}
          </p>
        ) : (
          <TextField
            label="Slug (optional)"
            className="sm:col-span-2"
            maxLength={PHONE_MODEL_LIMITS.slug}
            hint="Made from the brand and name when left empty; it can't change later"
            {...field('slug')}
          />
        )}
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            className="h-4 w-4 accent-brand-600"
          />
          Active (shown to shoppers and offered for new variants)
        </label>
        {problem && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyText="Saving...">
            {model ? 'Save Model' : 'Add Model'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
