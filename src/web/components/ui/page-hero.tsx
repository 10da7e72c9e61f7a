import type { ReactNode } from 'react'

/** The dark banner that opens the store's information pages. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="bg-gradient-to-br from-slate-900 to-brand-700 px-4 py-14 text-white">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-3xl font-bold sm:text-5xl">{title}</h1>
        {children && (
          <div className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">{children}</div>
        )}
      </div>
    </header>
  )
}
