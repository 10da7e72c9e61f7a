import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, type ReactNode, useState } from 'react'
import { controlClass, FormField } from './form-field.tsx'

interface FieldProps extends ComponentProps<'input'> {
  label: string
  error?: string
}

export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & { hint?: ReactNode }) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className={controlClass(error)} {...input} />}
    </FormField>
  )
}

export function PasswordField({ label, error, className, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={`${controlClass(error)} pr-11`}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-500 hover:text-slate-800"
          >
            {visible ? (
              <EyeOff aria-hidden className="h-5 w-5" />
            ) : (
              <Eye aria-hidden className="h-5 w-5" />
            )}
          </button>
        </div>
      )}
    </FormField>
  )
}
