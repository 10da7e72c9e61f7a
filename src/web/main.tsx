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
  // A frame's callback runs just before it is painted, so a task it queues runs just after.
  requestAnimationFrame(() => setTimeout(boot, 0))
  // A tab opened in the background paints no frame until it is shown.
  setTimeout(boot, 500)
} else {
  boot()
}
