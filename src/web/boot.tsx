import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'
import { App } from './app/app.tsx'
import { routes } from './app/router.tsx'
import { PageDataProvider, readPageData } from './lib/page-data.tsx'

// The app: it takes over the page the server drew (hydrates), or draws the page itself.
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
const page = readPageData(document)

// No top-level await here: with one, the build splits the first load into three times as many files.
if (page) {
  // The server drew this page with its route's code in hand, so the browser loads it first too:
  // hydrating while it loads would draw the loading screen over the server's page.
  void loadRouteCode(window.location.pathname).then(() =>
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for all of a long page (React Router's own entry does the same).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <PageDataProvider data={page}>
            <App router={<RouterProvider router={createBrowserRouter(routes)} />} />
          </PageDataProvider>
        </StrictMode>,
      )
    }),
  )
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={<RouterProvider router={createBrowserRouter(routes)} />} />
    </StrictMode>,
  )
}

/** Loads the lazy routes `pathname` matches and puts their code in place (React Router's recipe). */
async function loadRouteCode(pathname: string) {
  const lazy = matchRoutes(routes, pathname)?.filter((match) => match.route.lazy) ?? []
  await Promise.all(
    lazy.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
}
