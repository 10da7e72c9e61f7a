// The shop's toasts: short messages stacked at the top right, dark, below the header. Each closes
// itself after its time (2 s unless the call asks for more), waits while pointed at or focused,
// has a close button, and Alt+T moves the keyboard to the newest. They are the app's own few lines
// rather than a library fetched after the page, so the first toast of a visit shows in the same
// frame as what raised it, even on a slow phone. A toast raised before the app has drawn its
// container waits in the list and shows with it.
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { TOAST_GLOBAL_MS } from '#domain/limits.ts'

type Kind = 'success' | 'error' | 'info'

interface ToastOptions {
  /** How long it shows, in milliseconds. */
  autoClose?: number
}

interface Shown {
  id: number
  kind: Kind
  message: string
  autoClose: number
}

const NONE: readonly Shown[] = []
let shown = NONE
let lastId = 0
const listeners = new Set<() => void>()

function update(next: readonly Shown[]) {
  shown = next
  for (const listener of listeners) listener()
}

const raise =
  (kind: Kind) =>
  (message: string, { autoClose = TOAST_GLOBAL_MS }: ToastOptions = {}) =>
    update([...shown, { id: ++lastId, kind, message, autoClose }])

export const toast = { success: raise('success'), error: raise('error'), info: raise('info') }

const close = (id: number) => update(shown.filter((toast) => toast.id !== id))

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const LOOK = {
  success: { Icon: CircleCheck, icon: 'text-green-400', bar: 'bg-green-500' },
  error: { Icon: CircleAlert, icon: 'text-red-400', bar: 'bg-red-500' },
  info: { Icon: Info, icon: 'text-sky-400', bar: 'bg-sky-500' },
} as const

/** The toasts on screen; nothing while there are none. */
export function Toasts() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => shown,
    () => NONE,
  )
  const region = useRef<HTMLElement>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return
      const newest = region.current?.querySelector<HTMLElement>('[data-toast]:last-child')
      if (!newest) return
      event.preventDefault()
      newest.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  if (toasts.length === 0) return null
  return (
    <section
      ref={region}
      aria-label="Notifications Alt+T"
      className="pointer-events-none fixed top-[4.5rem] right-4 left-4 z-[60] flex flex-col items-end gap-2 sm:left-auto sm:w-80"
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} />
      ))}
    </section>
  )
}

function Toast({ toast }: { toast: Shown }) {
  const [paused, setPaused] = useState(false)
  const left = useRef(toast.autoClose)

  useEffect(() => {
    if (paused) return
    const started = performance.now()
    const timer = setTimeout(() => close(toast.id), left.current)
    return () => {
      clearTimeout(timer)
      left.current -= performance.now() - started
    }
  }, [paused, toast.id])

  const { Icon, icon, bar } = LOOK[toast.kind]
  return (
    <div
      data-toast
      tabIndex={-1}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="toast pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md bg-neutral-900 p-4 pr-2 text-sm text-white shadow-lg"
    >
      <Icon aria-hidden className={`h-5 w-5 shrink-0 ${icon}`} />
      <p role="alert" className="flex-1 self-center">
        {toast.message}
      </p>
      <button
        type="button"
        aria-label="close"
        onClick={() => close(toast.id)}
        className="rounded p-0.5 text-neutral-400 hover:text-white"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
      <div
        aria-hidden
        className={`toast-time absolute bottom-0 left-0 h-1 w-full origin-left ${bar}`}
        style={{
          animationDuration: `${toast.autoClose}ms`,
          animationPlayState: paused ? 'paused' : 'running',
        }}
      />
    </div>
  )
}
