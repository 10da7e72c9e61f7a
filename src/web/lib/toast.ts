// The shop's toasts (react-toastify), loaded with the first one shown rather than with every page:
// most visits never raise one, and the library is a twelfth of the first page's script.
import { lazy } from 'react'
import type { ToastOptions } from 'react-toastify'

const library = () => import('react-toastify')

type Kind = 'success' | 'error' | 'info'
const show = (kind: Kind) => (message: string, options?: ToastOptions) => {
  void library().then(({ toast }) => toast[kind](message, options))
}

export const toast = { success: show('success'), error: show('error'), info: show('info') }

/** The toasts' container, fetched after the page's first paint. */
export const Toasts = lazy(() =>
  library().then(({ ToastContainer }) => ({ default: ToastContainer })),
)
