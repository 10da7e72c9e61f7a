import type { ReactNode } from 'react'

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children && <div className="mt-3">{children}</div>}
    </div>
  )
}
