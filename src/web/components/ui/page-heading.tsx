import { useEffect } from 'react'

/** A page's visible title, also used as the document title. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  useEffect(() => {
    document.title = `${title} | Kavach`
  }, [title])
  return (
    <header className="mx-auto max-w-6xl px-4 pt-10 pb-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
    </header>
  )
}
