// The shop's toasts (react-toastify), loaded with the first one shown rather than with every page:
// most visits never raise one, and the library is a twelfth of the first page's script. A toast
// raised before its container has mounted waits in react-toastify's own queue.
import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { ToastContainerProps, ToastOptions } from 'react-toastify'

const library = () => import('react-toastify')
const Container = lazy(() => library().then(({ ToastContainer }) => ({ default: ToastContainer })))

let raised = false
const listeners = new Set<() => void>()

type Kind = 'success' | 'error' | 'info'
const show = (kind: Kind) => (message: string, options?: ToastOptions) => {
  if (!raised) {
    raised = true
    for (const listener of listeners) listener()
  }
  void library().then(({ toast }) => toast[kind](message, options))
}

export const toast = { success: show('success'), error: show('error'), info: show('info') }

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The toasts' container, mounted (and its library fetched) once the first toast is raised. */
export function Toasts(props: ToastContainerProps) {
  const shown = useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  )
  if (!shown) return null
  return (
    <Suspense>
      <Container {...props} />
    </Suspense>
  )
}
