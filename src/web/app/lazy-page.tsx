import { type ComponentType, lazy, Suspense, useState } from 'react'
import { Spinner } from '#web/components/ui/spinner.tsx'

export interface LazyPage {
  Page: ComponentType
  /** Fetches the page's code; once it is in, the page draws at once instead of suspending. */
  preload: () => Promise<unknown>
}

function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label="Loading page" />
    </div>
  )
}

/** A screen whose code loads on demand, so shoppers download less up front. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined
  const preload = () => load().then((component) => (loaded = component))
  const Suspending = lazy(() => preload().then((component) => ({ default: component })))
  function Page() {
    // Chosen once per mount, so the page is never drawn from scratch when its code arrives. A page
    // the server drew has its code loaded first on both sides (router.tsx's loadRouteCode), so it
    // has no Suspense boundary either: a boundary would hydrate after the rest of the page, when
    // the answers it was drawn from are gone.
    const [Loaded] = useState(() => loaded)
    if (Loaded) return <Loaded />
    return (
      <Suspense fallback={<PageLoading />}>
        <Suspending />
      </Suspense>
    )
  }
  return { Page, preload }
}
