// The shop's toasts (react-toastify). The library is fetched as the app starts, not with the page's
// first script, whose budget its 9 KB would break, nor at the first toast, which then waited 0.8 s
// for it on a slow phone. Its container is drawn with the first toast, so a page that raises none
// holds no empty notifications region; a toast raised before it has mounted waits in
// react-toastify's own queue.
import { createElement, useSyncExternalStore } from 'react'
import type * as ReactToastify from 'react-toastify'
import type { ToastContainerProps, ToastOptions } from 'react-toastify'

type Library = typeof ReactToastify

let library: Library | undefined
let loading: Promise<Library> | undefined
let wanted = false
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

/** The library, fetched once; a fetch that failed is tried again with the next toast. */
function load(): Promise<Library> {
  loading ??= import('react-toastify').then(
    (loaded) => {
      library = loaded
      changed()
      return loaded
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Fetches the library ahead of the first toast, which then shows at once. */
export function preloadToasts() {
  load().catch(() => undefined)
}

type Kind = 'success' | 'error' | 'info'
const show = (kind: Kind) => (message: string, options?: ToastOptions) => {
  if (!wanted) {
    wanted = true
    changed()
  }
  if (library) library.toast[kind](message, options)
  else void load().then(({ toast }) => toast[kind](message, options))
}

export const toast = { success: show('success'), error: show('error'), info: show('info') }

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The toasts' container, drawn once the first toast is raised and the library is in. Not a lazy
 * component: React holds a Suspense boundary's content back for 300 ms after its fallback.
 */
export function Toasts(props: ToastContainerProps) {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted && library !== undefined,
    () => false,
  )
  return shown && library ? createElement(library.ToastContainer, props) : null
}
