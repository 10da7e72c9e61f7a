import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { errorMessage } from '#web/lib/api-client.ts'

interface SectionStateProps {
  /** What loads, as the spinner and the failure name it ("the shop profile"). */
  what: string
  query: { data: unknown; loading: boolean; error: unknown; refetch(): void }
}

/** A settings section's loading line, or its failure with a way to try again. */
export function SectionState({ what, query }: SectionStateProps) {
  if (query.loading) {
    return (
      <p className="mt-4 flex items-center gap-2 text-slate-600">
        <Spinner size="sm" label={`Loading ${what}`} /> Loading...
      </p>
    )
  }
  if (query.data !== undefined || query.error === undefined) return null
  return (
    <div role="alert" className="mt-4 text-sm text-red-700">
      {errorMessage(query.error, `Failed to fetch ${what}`)}{' '}
      <Button variant="ghost" onClick={query.refetch}>
        Try again
      </Button>
    </div>
  )
}
