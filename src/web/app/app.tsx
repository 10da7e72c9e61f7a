import type { ReactNode } from 'react'
import { Toasts } from '#web/lib/toast.tsx'
import { StartupGate } from './layout/startup-gate.tsx'
import { AuthProvider } from '#web/state/auth-provider.tsx'
import { CartProvider } from '#web/state/cart-provider.tsx'
import { WishlistProvider } from '#web/state/wishlist-provider.tsx'

/** The shop around its router: the browser's (main.tsx) or the server's (entry-server.tsx). */
export function App({ router }: { router: ReactNode }) {
  return (
    <StartupGate>
      <AuthProvider>
        <CartProvider>
          <WishlistProvider>{router}</WishlistProvider>
        </CartProvider>
      </AuthProvider>
      <Toasts />
    </StartupGate>
  )
}
