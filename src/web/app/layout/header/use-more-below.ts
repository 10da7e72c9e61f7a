import { useEffect, useRef, useState } from 'react'

/** Whether the scrolling element in `ref` has content below what it shows, kept up as it scrolls. */
export function useMoreBelow<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [moreBelow, setMoreBelow] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () =>
      setMoreBelow(element.scrollHeight - element.scrollTop - element.clientHeight > 1)
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    // The panel resizes with the screen; its content, when entries arrive (a user signs in).
    const resizes = new ResizeObserver(measure)
    resizes.observe(element)
    if (element.firstElementChild) resizes.observe(element.firstElementChild)
    return () => {
      element.removeEventListener('scroll', measure)
      resizes.disconnect()
    }
  }, [])

  return { ref, moreBelow }
}
