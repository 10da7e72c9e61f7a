// Presses on a page the server drew, made before React has taken it over, held and made again once
// it has. React answers (and replays) what happens after hydrateRoot is called; before that a
// button drawn by the server has no handler, and a tap on it would be lost.

/**
 * Holds clicks on the app's buttons (a tap, or Enter or Space on one, or Enter in a form's field,
 * which clicks its submit button) until the returned function is called, which clicks them again
 * if they are still on the page. Links are left to the browser, which follows them.
 */
export function holdEarlyPresses(root = document.getElementById('root')): () => void {
  const held: HTMLButtonElement[] = []
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || button.disabled || !root?.contains(button)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push(button)
  }
  addEventListener('click', hold, true)
  return () => {
    removeEventListener('click', hold, true)
    // Clicked once React listens, each makes it hydrate the page at once and then answer.
    for (const button of held.splice(0)) if (button.isConnected) button.click()
  }
}
