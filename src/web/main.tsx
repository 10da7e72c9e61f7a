import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'
import { App } from './app/app.tsx'
import { routes } from './app/router.tsx'
import { PageDataProvider, readPageData } from './lib/page-data.tsx'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
const page = readPageData(document)

if (page) {
  // The server rendered this page with its route's code in hand, so the browser loads it first too:
  // hydrating while it loads would draw the loading screen over the server's page.
  await loadRouteCode(window.location.pathname)
  const router = createBrowserRouter(routes)
  hydrateRoot(
    root,
    <StrictMode>
      <PageDataProvider data={page}>
        <App router={<RouterProvider router={router} />} />
      </PageDataProvider>
    </StrictMode>,
  )
} else {
  const router = createBrowserRouter(routes)
  createRoot(root).render(
    <StrictMode>
      <App router={<RouterProvider router={router} />} />
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
