// A download of what an admin screen shows: the browser saves the file the server names.
import { Download } from 'lucide-react'

export function DownloadLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none"
    >
      <Download aria-hidden className="h-4 w-4" />
      {children}
    </a>
  )
}

/** An admin list as CSV, with the list's filters (empty ones left out). */
export function ExportLink({
  path,
  query = {},
  label = 'Export CSV',
}: {
  /** Under /api/admin/exports, e.g. `orders.csv`. */
  path: string
  query?: Record<string, string>
  label?: string
}) {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''))
  const search = params.size > 0 ? `?${params}` : ''
  return <DownloadLink href={`/api/admin/exports/${path}${search}`}>{label}</DownloadLink>
}
