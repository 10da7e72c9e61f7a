// What every admin list shows under its filters: the loading text, the empty state, or the rows.
import type { ReactNode } from 'react'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { EmptyState } from './empty-state.tsx'

export function ListBody({
  loading,
  loadingText,
  empty,
  emptyTitle,
  emptyAction,
  children,
}: {
  loading: boolean
  loadingText: string
  empty: boolean
  emptyTitle: string
  emptyAction?: ReactNode
  children: ReactNode
}) {
  if (loading) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <Spinner label={loadingText} />
        <p aria-hidden>{loadingText}</p>
      </div>
    )
  }
  if (empty) return <EmptyState title={emptyTitle}>{emptyAction}</EmptyState>
  return children
}
