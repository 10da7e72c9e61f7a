// The page's one script. A page the server drew is painted before the app's code runs, so a slow
// phone shows it at once rather than after compiling the app; the app then takes it over.
import { PAGE_DATA_ID } from './lib/page-data-id.ts'
import './styles.css'

let booted = false
function boot() {
  if (booted) return
  booted = true
  void import('./boot.tsx')
}

if (document.getElementById(PAGE_DATA_ID)) {
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // After the page's first contentful paint has reached the screen: a frame's callback (below)
    // runs before its frame is shown, so the app's download could still start ahead of it.
    new PerformanceObserver((paints, observer) => {
      if (!paints.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      boot()
    }).observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(() => setTimeout(boot, 0))
  }
  // A tab opened in the background paints nothing until it is shown.
  setTimeout(boot, 500)
} else {
  boot()
}
