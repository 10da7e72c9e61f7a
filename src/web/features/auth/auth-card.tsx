import { Shield } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { usePageMeta } from '#web/lib/page-meta.ts'

/** The frame of the five sign-in screens, which show no header or footer. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
}) {
  usePageMeta(title)
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-slate-100 px-4 py-10">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mb-6 flex items-center justify-center gap-2 text-2xl font-bold text-slate-900"
        >
          <Shield aria-hidden className="h-8 w-8 fill-brand-600 text-brand-600" /> Kavach
        </Link>
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
          <h1 className="text-center text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-2 text-center text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </div>
  )
}
