import { type ReactNode, useId } from 'react'

interface ChartCardProps {
  title: string
  /** One visible line under the title. */
  caption: string
  /** What the chart shows, read out in place of the drawing. */
  summary: string
  children: ReactNode
  /** Figures shown beside the drawing, e.g. a table. */
  footer?: ReactNode
}

export function ChartCard({ title, caption, summary, children, footer }: ChartCardProps) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <p className="text-sm text-slate-500">{caption}</p>
      <div role="img" aria-label={summary} className="mt-4 h-64">
        {children}
      </div>
      {footer}
    </section>
  )
}
