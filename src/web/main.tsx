// The page's one script. A page the server drew is painted before the app's code runs, so a slow
// phone shows it at once rather than after compiling the app; the app then takes it over, and
// answers what the shopper pressed before it had.
import { holdEarlyPresses } from './lib/early-presses.ts'
import { PAGE_DATA_ID } from './lib/page-data-id.ts'
import './styles.css'

let booted = false
async function boot(release?: () => void) {
  if (booted) return
  booted = true
  try {
    const { startApp } = await import('./boot.tsx')
    await startApp()
  } finally {
    // React answers what is pressed from now on, hydrating what it lands on first.
    release?.()
  }
}

const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve()
    new PerformanceObserver((paints, observer) => {
      if (!paints.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      resolve()
    }).observe({ type: 'paint', buffered: true })
  })

/** The page's lead picture (the one the server preloads) loaded and decoded, or failed. */
const leadPictureReady = () => {
  const href = document.querySelector<HTMLLinkElement>('link[rel=preload][as=image]')?.href
  if (!href) return Promise.resolve()
  const picture = new Image()
  picture.src = href
  return picture.decode().catch(() => undefined)
}

// The app starts once the page's first text is painted and its lead picture is loaded and
// decoded, a frame later. Started any earlier, its 94 KB share a slow phone's bandwidth with that
// picture, and Lighthouse counts its download in the LCP (2.0 s instead of 1.2 in one run of ten).
// A frame's callback runs before its frame is shown, so the start waits for the task after it.
if (document.getElementById(PAGE_DATA_ID)) {
  // Until React listens, a button the server drew does nothing: a press on one is held, not lost.
  const release = holdEarlyPresses()
  const start = () => void boot(release)
  // A tab opened in the background paints nothing until it is shown; a shopper who taps or types
  // first wants the app now.
  setTimeout(start, 3000)
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, start, { once: true, capture: true, passive: true })
  }
  void Promise.all([firstContentfulPaint(), leadPictureReady()])
    .catch(() => undefined)
    .then(() => requestAnimationFrame(() => setTimeout(start, 0)))
} else {
  void boot()
}
