// The page's one script. A page the server drew is painted before the app's code runs, so a slow
// phone shows it at once rather than after compiling the app; the app then takes it over.
import { PAGE_DATA_ID } from './lib/page-data-id.ts'
import './styles.css'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

let booted = false
async function boot() {
  if (booted) return
  booted = true
  // React DOM, the app's code and the app's start each run in a task of their own, with the
  // browser free between them: as one task they held a phone's main thread for 200-300 ms
  // (Lighthouse's 4x slower CPU), long enough to leave a tap unanswered. Both files download at once.
  const [{ startApp }] = await Promise.all([import('./boot.tsx'), import('react-dom/client')])
  await nextTask()
  startApp()
}

if (document.getElementById(PAGE_DATA_ID)) {
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // After the page's first contentful paint has reached the screen: a frame's callback (below)
    // runs before its frame is shown, so the app's download could still start ahead of it.
    new PerformanceObserver((paints, observer) => {
      if (!paints.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      void boot()
    }).observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(() => setTimeout(() => void boot(), 0))
  }
  // A tab opened in the background paints nothing until it is shown.
  setTimeout(() => void boot(), 500)
} else {
  void boot()
}
