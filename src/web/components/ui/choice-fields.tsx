import type { ComponentProps } from 'react'
import { controlClass, FormField } from './form-field.tsx'

export function SelectField({
  label,
  error,
  options,
  className,
  ...select
}: ComponentProps<'select'> & {
  label: string
  error?: string
  options: { value: string; label: string }[]
}) {
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <select {...control} className={controlClass(error)} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/** A textarea whose hint (a character count, say) sits under its right edge. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: ComponentProps<'textarea'> & { label: string; error?: string; hint?: string }) {
  return (
    <FormField
      label={label}
      hint={hint}
      hintClassName="text-right"
      error={error}
      className={className}
    >
      {(control) => <textarea {...control} className={controlClass(error)} {...textarea} />}
    </FormField>
  )
}
