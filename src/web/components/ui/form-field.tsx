// One shape for every form control: a label, an optional hint, an error, and the ids that tie them.
import { type ReactNode, useId } from 'react'

/** What FormField hands its control: spread it onto the input, select or textarea. */
interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export const controlClass = (error?: string) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 ${
    error ? 'border-red-500' : 'border-slate-300'
  }`

/** A labelled control whose hint and error are announced with it through aria-describedby. */
export function FormField({
  label,
  hint,
  hintClassName = '',
  error,
  className,
  children,
}: {
  label: ReactNode
  hint?: ReactNode
  hintClassName?: string
  error?: string
  className?: string
  children(control: FieldControlProps): ReactNode
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className={`mt-1 text-xs text-slate-500 ${hintClassName}`}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** A group of controls under one legend, with the group's error tied to it. */
export function FieldGroup({
  legend,
  error,
  children,
}: {
  legend: ReactNode
  error?: string
  children: ReactNode
}) {
  const errorId = `${useId()}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}

/** An error announced as it appears; for a form's own failure, or a field's through FormField. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-600">
      {message}
    </p>
  )
}
