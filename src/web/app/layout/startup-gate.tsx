import { type ReactNode, useEffect, useState } from 'react'
import { REQUEST_TIMEOUT_MS } from '#domain/limits.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'

/** Spec §2: wait for the health call to answer or fail, then render either way. */
export function StartupGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    fetch('/api/health', { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      .catch(() => undefined)
      .finally(() => setReady(true))
  }, [])
  if (ready) return children
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4">
      <Spinner size="lg" />
      <p className="text-lg font-medium text-slate-700">Please Wait...</p>
    </div>
  )
}
