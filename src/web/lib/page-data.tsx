// What the server fetched for a page it rendered (home, the shop, a product), so the browser's
// first render of that page, its hydration, shows exactly the same without asking again.
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react'
import { PAGE_DATA_ID } from './page-data-id.ts'

/** An API answer as the server got it: its data, or its error status and message. */
export type Answer = { data: unknown } | { status: number; message: string }

export interface PageData {
  /** The answers by API address (`/api/products?limit=1000...`). */
  answers: Map<string, Answer>
  /** While rendering on the server: the addresses the render asked for and did not find. */
  missing?: Set<string>
}

const PageDataContext = createContext<PageData | null>(null)

export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  const hydrated = useHydrated()
  useEffect(() => {
    // Once the page has hydrated, a screen opened later fetches its own, fresh answers.
    data.answers.clear()
    hydrating = false
  }, [data])
  useEffect(() => {
    // Input before the page is taken over and the browser's own state (cart, wishlist) read back
    // is lost or overwritten, so journeys wait for this.
    if (hydrated) document.documentElement.dataset.hydrated = ''
  }, [hydrated])
  return <PageDataContext value={data}>{children}</PageDataContext>
}

/** The page's data while it renders on the server or hydrates; null for a page the browser drew. */
export function usePageData(): PageData | null {
  return useContext(PageDataContext)
}

/** On the server, asks for the answer at `url` before the page is rendered again. */
export function askFor(page: PageData | null, url: string): void {
  if (!page?.answers.has(url)) page?.missing?.add(url)
}

// True while the browser draws the server's page again to take it over (hydrates), when it must
// draw exactly what the server drew: from main.tsx reading the page data until it has hydrated.
let hydrating = false

/**
 * False while rendering on the server and while hydrating what it sent, true from then on: what a
 * render may read from the browser (storage, its address) only once it is true. The switch after
 * hydration is a transition, so redrawing what storage changed never blocks the page for long.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}

/** The page data as JSON that is safe inside a `<script>`, for the browser to read back. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(Object.fromEntries(data.answers)).replace(/</g, '\\u003c')
}

/** The page data the server embedded, or null for a page it did not render. */
export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent
  if (!text) return null
  hydrating = true
  return { answers: new Map(Object.entries(JSON.parse(text) as Record<string, Answer>)) }
}
