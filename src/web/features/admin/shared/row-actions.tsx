import { ToggleLeft, ToggleRight } from 'lucide-react'

/** The look of a button in an admin list row's actions. */
export const ROW_ACTION =
  'inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm font-medium transition-colors'

/** Switches a coupon or a phone model on or off; `what` names it for a screen reader. */
export function ActiveToggle({
  active,
  what,
  onToggle,
}: {
  active: boolean
  what: string
  onToggle: () => void
}) {
  const Icon = active ? ToggleRight : ToggleLeft
  const verb = active ? 'Deactivate' : 'Activate'
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${verb} ${what}`}
      className={`${ROW_ACTION} ${active ? 'border-amber-300 text-amber-800 hover:bg-amber-50' : 'border-green-300 text-green-800 hover:bg-green-50'}`}
    >
      <Icon aria-hidden className="h-4 w-4" />
      {verb}
    </button>
  )
}
