import { useEffect, useState } from 'react'
import type { AdminDashboard } from '#domain/admin-dashboard.ts'
import { api } from '#web/lib/api-client.ts'

type DashboardState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: AdminDashboard }

/** The dashboard's figures, fetched once per visit, with a way to try again after a failure. */
export function useDashboard() {
  const [state, setState] = useState<DashboardState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    api<AdminDashboard>('/admin/dashboard', { signal: controller.signal })
      .then((data) => setState({ status: 'ready', data }))
      // Spec §8: a dashboard fetch failure is only logged; the tab offers a retry.
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Failed to fetch dashboard statistics', error)
        setState({ status: 'failed' })
      })
    return () => controller.abort()
  }, [attempt])

  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }
  return { state, retry }
}
