import type { ReactNode } from 'react'

const OPTION =
  'rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50'

/** One choice of a radio group, in a box marked when chosen, with a line saying more under it. */
export function RadioOption({
  name,
  checked,
  disabled = false,
  label,
  detail,
  detailId,
  onChoose,
}: {
  name: string
  checked: boolean
  disabled?: boolean
  label: string
  /** Said under the choice; nothing when false or null. */
  detail?: ReactNode
  detailId?: string
  onChoose(): void
}) {
  return (
    <div className={OPTION}>
      <label
        className={`flex items-start gap-3 font-medium text-slate-900 ${disabled ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer'}`}
      >
        <input
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={detail ? detailId : undefined}
          onChange={onChoose}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
        />
        {label}
      </label>
      {detail && (
        <div id={detailId} className="mt-1 ml-7 space-y-1 text-sm text-slate-600">
          {detail}
        </div>
      )}
    </div>
  )
}
