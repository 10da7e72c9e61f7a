import { ChevronLeft, ChevronRight } from 'lucide-react'
import { formatCount } from '#web/lib/format.ts'

interface ShopPagerProps {
  page: number
  /** Pages counted; `more` when the count stopped short and more follow the last counted one. */
  pages: number
  more: boolean
  onPage(page: number): void
}

/** Previous and next through a server-listed catalogue; the page lives in the address bar. */
export function ShopPager({ page, pages, more, onPage }: ShopPagerProps) {
  if (pages <= 1 && page === 1) return null
  const hasNext = page < pages || more
  const go = (next: number) => {
    onPage(next)
    window.scrollTo({ top: 0 })
  }
  const button =
    'flex items-center gap-1 rounded-lg px-4 py-2 text-sm font-medium ring-1 ring-slate-200 bg-white text-slate-700 hover:bg-slate-50 disabled:text-slate-400 disabled:hover:bg-white'
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3 pt-4">
      <button
        type="button"
        aria-label="Previous page"
        className={button}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeft aria-hidden className="h-4 w-4" />
        Previous
      </button>
      <p className="text-sm text-slate-600">
        Page {formatCount(page)}
        {more ? '' : ` of ${formatCount(pages)}`}
      </p>
      <button
        type="button"
        aria-label="Next page"
        className={button}
        disabled={!hasNext}
        onClick={() => go(page + 1)}
      >
        Next
        <ChevronRight aria-hidden className="h-4 w-4" />
      </button>
    </nav>
  )
}
