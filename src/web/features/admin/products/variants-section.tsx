import { useFieldArray } from 'react-hook-form'
import type { StaffVariant } from '#domain/product/admin-variants.ts'
import type { ProductOption } from '#domain/product/variant.ts'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { OptionsEditor } from './options-editor.tsx'
import { numberOrEmpty, type ProductFormApi } from './product-form-values.ts'
import { variantRows } from './variant-rows.ts'
import { VariantsTable } from './variants-table.tsx'

interface VariantsSectionProps {
  form: ProductFormApi
  /** The saved variants of the product being edited, by id; none for a new product. */
  saved?: Map<string, StaffVariant>
  onHistory(variant: StaffVariant): void
}

/**
 * Options and one row per combination of their values. A new product without options has no rows:
 * its one variant is made by the server, counted when a stock is given.
 */
export function VariantsSection({ form, saved, onHistory }: VariantsSectionProps) {
  const rows = useFieldArray({ control: form.control, name: 'variants' })
  const errors = form.formState.errors

  const applyOptions = (options: ProductOption[]) => {
    form.setValue('options', options, { shouldDirty: true })
    const previous = form.getValues('variants') ?? []
    const name = form.getValues('name') ?? ''
    rows.replace(options.length === 0 && !saved ? [] : variantRows(options, previous, name))
  }

  const optionErrors = (form.getValues('options') ?? []).map((_, i) => {
    const error = errors.options?.[i]
    return error?.name?.message ?? error?.values?.message ?? error?.values?.[0]?.message
  })

  return (
    // min-w-0: a fieldset is as wide as its content by default, which would widen the dialog
    // instead of letting the table scroll in its own box.
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Options and variants</legend>
      <p className="mb-3 text-sm text-slate-600">
        Options such as Phone model or Colour make one variant per combination, each with its own
        SKU and stock.
      </p>
      <OptionsEditor
        initial={form.getValues('options') ?? []}
        onChange={applyOptions}
        errors={optionErrors}
      />
      {rows.fields.length === 0 ? (
        <TextField
          label="Stock (units; blank: not counted)"
          className="mt-4"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="Not counted"
          error={errors.stock?.message}
          {...form.register('stock', { setValueAs: numberOrEmpty(null) })}
        />
      ) : (
        <VariantsTable form={form} rows={rows.fields} saved={saved} onHistory={onHistory} />
      )}
      <FieldError
        message={
          errors.options?.message ?? errors.options?.root?.message ?? errors.variants?.message
        }
      />
    </fieldset>
  )
}
