import { type ComponentProps, useId } from 'react'
import { FieldError } from './text-field.tsx'

const controlClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500'

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
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className={`${controlClass} ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError message={error} />
    </div>
  )
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: ComponentProps<'textarea'> & { label: string; error?: string; hint?: string }) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`${controlClass} ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-right text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError message={error} />
    </div>
  )
}
