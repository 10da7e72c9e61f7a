// A download of what an admin list shows, as CSV: the browser saves the file the server names.
import { Download } from 'lucide-react'

export function ExportLink({
  path,
  query = {},
  label = 'Export CSV',
}: {
  /** Under /api/admin/exports, e.g. `orders.csv`. */
  path: string
  /** The list's filters: empty ones are left out. */
  query?: Record<string, string>
  label?: string
}) {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''))
  const search = params.size > 0 ? `?${params}` : ''
  return (
    <a
      href={`/api/admin/exports/${path}${search}`}
      download
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none"
    >
      <Download aria-hidden className="h-4 w-4" />
      {label}
    </a>
  )
}
