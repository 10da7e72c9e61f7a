import { RouterProvider } from 'react-router'
import { TOAST_GLOBAL_MS } from '#domain/limits.ts'
import { Toasts } from '#web/lib/toast.tsx'
import { StartupGate } from './layout/startup-gate.tsx'
import { AuthProvider } from '#web/state/auth-provider.tsx'
import { CartProvider } from '#web/state/cart-provider.tsx'
import { CatalogueProvider } from '#web/state/catalogue-provider.tsx'
import { WishlistProvider } from '#web/state/wishlist-provider.tsx'
import { router } from './router.tsx'

export function App() {
  return (
    <StartupGate>
      <AuthProvider>
        <CatalogueProvider>
          <CartProvider>
            <WishlistProvider>
              <RouterProvider router={router} />
            </WishlistProvider>
          </CartProvider>
        </CatalogueProvider>
      </AuthProvider>
      {/* Top-right as the spec says, but below the 4 rem header so toasts never hide the account menu. */}
      <Toasts
        position="top-right"
        theme="dark"
        autoClose={TOAST_GLOBAL_MS}
        style={{ top: '4.5rem' }}
      />
    </StartupGate>
  )
}
