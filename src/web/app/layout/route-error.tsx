import { Link } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { PageHeading } from '#web/components/ui/page-heading.tsx'

/**
 * What a route shows when its screen throws or its code fails to load: a way back, not a trace.
 * React logs the error itself (its default `onCaughtError`).
 */
export function RouteError() {
  return (
    <div className="pb-24">
      <PageHeading
        title="Something went wrong"
        subtitle="This page could not be shown. Check your connection and try again."
      />
      <div className="mx-auto flex max-w-6xl flex-wrap gap-3 px-4">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Link
          to="/"
          className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
        >
          Back to the home page
        </Link>
      </div>
    </div>
  )
}
