// Presses on a page the server drew, made before React has taken it over, held and made again once
// it has. React answers (and replays) what happens after hydrateRoot is called; before that a
// button drawn by the server has no handler, and a tap on it would be lost.

/** A plain click, which the page's own code would answer; a modified one opens a tab, a menu. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Holds clicks on the app's buttons (a tap, or Enter or Space on one, or Enter in a form's field,
 * which clicks its submit button) until the returned function is called, which clicks them again,
 * in order, if they are still on the page. A link is left to the browser, which follows it, unless
 * a press is already held: then it waits its turn too, so "Add to Cart" and then "Cart" leaves
 * for the cart only once the line is in it.
 */
export function holdEarlyPresses(root = document.getElementById('root')): () => void {
  const held: HTMLElement[] = []
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null
    if (!(target instanceof HTMLElement) || !root?.contains(target)) return
    if (target instanceof HTMLButtonElement ? target.disabled : held.length === 0) return
    if (!plainClick(event)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push(target)
  }
  addEventListener('click', hold, true)
  return () => {
    removeEventListener('click', hold, true)
    // Clicked once React listens, each makes it hydrate the page at once and then answer.
    for (const element of held.splice(0)) if (element.isConnected) element.click()
  }
}
