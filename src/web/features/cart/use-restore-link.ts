// A reminder mail's "Return to your cart" link, /cart?restore=<token>: its lines join the cart
// here, in whichever browser opens it, signed in or not (decision 034).
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { errorMessage } from '#web/lib/api-client.ts'
import { useHydrated } from '#web/lib/page-data.tsx'
import { toast } from '#web/lib/toast.tsx'
import { useCart } from '#web/state/cart-provider.tsx'
import { fetchRestoredLines } from '#web/state/kept-cart-api.ts'

export const CART_RESTORED = 'Your cart is back'

export function useRestoreLink() {
  const [params, setParams] = useSearchParams()
  const token = params.get('restore')
  const { addLines } = useCart()
  // The browser's own cart is read once the page has hydrated; the link's lines join it after.
  const hydrated = useHydrated()
  const taken = useRef<string | null>(null)
  useEffect(() => {
    if (!token || !hydrated || taken.current === token) return
    taken.current = token
    void (async () => {
      try {
        const { lines } = await fetchRestoredLines(token)
        await addLines(lines)
        toast.success(CART_RESTORED)
      } catch (error) {
        toast.error(errorMessage(error, 'Your cart could not be brought back'))
      } finally {
        // The token stays out of the address bar, the history and any link shared from here.
        setParams(
          (current) => {
            current.delete('restore')
            return current
          },
          { replace: true },
        )
      }
    })()
  }, [token, hydrated, addLines, setParams])
}
