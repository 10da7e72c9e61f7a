import { usePageMeta } from '#web/lib/page-meta.ts'

/** A page's visible title, also its document title and description. */
export function PageHeading({
  title,
  subtitle,
  description,
}: {
  title: string
  subtitle?: string
  description?: string
}) {
  usePageMeta(title, description ?? subtitle)
  return (
    <header className="mx-auto max-w-6xl px-4 pt-10 pb-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
    </header>
  )
}
