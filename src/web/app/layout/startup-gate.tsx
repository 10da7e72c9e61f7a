import { type ReactNode, useEffect, useState } from 'react'
import { REQUEST_TIMEOUT_MS } from '#domain/limits.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { usePageData } from '#web/lib/page-data.tsx'

/**
 * Waits for the health call to answer or fail, then render either way. A page the server
 * rendered needs no wait: the server answered with the page itself.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const served = usePageData() !== null
  const [ready, setReady] = useState(served)
  useEffect(() => {
    if (served) return
    fetch('/api/health', { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      // Read to its end: an answer left unread keeps its request open, and the page never idle.
      .then((answer) => answer.text())
      .catch(() => undefined)
      .finally(() => setReady(true))
  }, [served])
  if (ready) return children
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4">
      <Spinner size="lg" />
      <p className="text-lg font-medium text-slate-700">Please Wait...</p>
    </div>
  )
}
