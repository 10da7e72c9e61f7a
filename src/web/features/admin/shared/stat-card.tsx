import type { LucideIcon } from 'lucide-react'

export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'bg-brand-50 text-brand-700',
  note,
}: {
  label: string
  value: string | number
  icon: LucideIcon
  tone?: string
  /** What the figure counts, when the label alone could be read two ways. */
  note?: string
}) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <span className={`rounded-xl p-3 ${tone}`}>
        <Icon aria-hidden className="h-6 w-6" />
      </span>
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{value}</p>
        {note && <p className="text-xs text-slate-500">{note}</p>}
      </div>
    </div>
  )
}
