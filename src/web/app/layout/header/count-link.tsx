import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { countOf } from '#web/lib/format.ts'

/** An icon link with a count badge, e.g. 'Cart (3 items)'. */
export function CountLink({
  to,
  label,
  count,
  icon: Icon,
}: {
  to: string
  label: string
  count: number
  icon: LucideIcon
}) {
  return (
    <Link
      to={to}
      className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
    >
      <Icon aria-hidden className="h-5 w-5" />
      {/* Named by hidden text, not aria-label, so the visible badge is not a second, shorter name. */}
      <span className="sr-only">{`${label} (${countOf(count, 'item')})`}</span>
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
