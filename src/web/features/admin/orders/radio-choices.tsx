// A choice between a few options under a legend, each with a line saying what it does.
import { useId } from 'react'
import { FieldGroup } from '#web/components/ui/form-field.tsx'

const OPTION =
  'rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50'

export interface Choice<T extends string> {
  value: T
  label: string
  detail?: string
}

export function RadioChoices<T extends string>({
  legend,
  choices,
  value,
  error,
  onChange,
}: {
  legend: string
  choices: Choice<T>[]
  value: NoInfer<T> | ''
  error?: string
  onChange(value: NoInfer<T>): void
}) {
  const id = useId()
  return (
    <FieldGroup legend={legend} error={error}>
      <div className="grid gap-2">
        {choices.map((choice) => (
          <div key={choice.value} className={OPTION}>
            <label className="flex cursor-pointer items-center gap-3 font-medium text-slate-900">
              <input
                type="radio"
                name={id}
                value={choice.value}
                checked={value === choice.value}
                aria-describedby={choice.detail ? `${id}-${choice.value}` : undefined}
                onChange={() => onChange(choice.value)}
                className="h-4 w-4 accent-brand-600"
              />
              {choice.label}
            </label>
            {choice.detail && (
              <p id={`${id}-${choice.value}`} className="mt-1 ml-7 text-sm text-slate-600">
                {choice.detail}
              </p>
            )}
          </div>
        ))}
      </div>
    </FieldGroup>
  )
}
