// The server's render of the pages a link lands on (home, the shop, a product): their content as
// HTML, and the API answers it was drawn from, which the browser hydrates with (main.tsx).
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { App } from './app/app.tsx'
import { AppRoutes, loadRouteCode } from './app/router.tsx'
import { type Answer, type PageData, pageDataJson, PageDataProvider } from './lib/page-data.tsx'
import { PAGE_DATA_ID } from './lib/page-data-id.ts'

/**
 * The page at `url` as markup for the shell's empty `#root`: the root with the page drawn in it,
 * and the answers it was drawn from. `answer` gets an API address's answer.
 */
export type RenderPage = (url: URL, answer: (apiUrl: string) => Promise<Answer>) => Promise<string>

// A render can ask for an answer only the previous one made possible (the shop lists on the server
// once the catalogue's answer says it is large), so a page is drawn until it asks for nothing new.
const MOST_RENDERS = 4

export const renderPage: RenderPage = async (url, answer) => {
  // renderToString draws a screen whose code is still loading as its loading screen.
  await loadRouteCode(url.pathname)
  const page: PageData = { answers: new Map() }
  let html = ''
  for (let render = 0; render < MOST_RENDERS; render++) {
    const missing = new Set<string>()
    page.missing = missing
    html = renderToString(
      <PageDataProvider data={page}>
        <App
          router={
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          }
        />
      </PageDataProvider>,
    )
    if (missing.size === 0) break
    await Promise.all(
      [...missing].map(async (apiUrl) => page.answers.set(apiUrl, await answer(apiUrl))),
    )
  }
  return (
    `<div id="root">${html}</div>` +
    `<script type="application/json" id="${PAGE_DATA_ID}">${pageDataJson(page)}</script>`
  )
}
