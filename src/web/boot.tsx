import { StrictMode, startTransition } from 'react'
import { BrowserRouter } from 'react-router'
import { App } from './app/app.tsx'
import { AppRoutes, loadRouteCode } from './app/router.tsx'
import { PageDataProvider, readPageData } from './lib/page-data.tsx'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Starts the app: it takes over the page the server drew (hydrates), or draws the page itself.
 * Resolves once React answers the page's input.
 */
export async function startApp() {
  // The app's modules (just run), React DOM's own start and the app's first render each take a
  // task of their own, with the browser free between them: as one task they held a phone's main
  // thread for 200-300 ms (Lighthouse's 4x slower CPU), long enough to leave a tap unanswered.
  await nextTask()
  const { createRoot, hydrateRoot } = await import('react-dom/client')
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  const page = readPageData(document)
  const app = (
    <StrictMode>
      <App
        router={
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        }
      />
    </StrictMode>
  )

  if (page) {
    // The server drew this page with its screen's code in hand, so the browser loads it first too:
    // hydrating while it loads would draw the loading screen over the server's page.
    // When that fails, hydrating anyway puts the error screen up rather than leave a dead page.
    await loadRouteCode(window.location.pathname).catch(() => undefined)
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for all of a long page; a tap meanwhile makes React hydrate what it lands on
    // at once and then answers it.
    startTransition(() => {
      hydrateRoot(root, <PageDataProvider data={page}>{app}</PageDataProvider>)
    })
  } else {
    createRoot(root).render(app)
  }
}
