import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router'
import { NotFoundPage } from '#web/features/pages/not-found-page.tsx'
import { HomePage } from '#web/features/home/home-page.tsx'
import { ShopPage } from '#web/features/shop/shop-page.tsx'
import { RequireAdmin, RequireAuth } from './layout/guards.tsx'
import { RootLayout } from './layout/root-layout.tsx'
import { RouteErrorBoundary } from './layout/route-error-boundary.tsx'
import { type LazyPage, lazyPage } from './lazy-page.tsx'

// React Router's declarative mode: its data router (loaders, actions, lazy routes) would add 15 KB
// of compressed script to every first load, for features the shop does not use (decision 018).

// Screens outside the shop's main path load on demand, so shoppers download less up front.
const pages = {
  login: lazyPage(() => import('#web/features/auth/login-page.tsx').then((m) => m.LoginPage)),
  register: lazyPage(() =>
    import('#web/features/auth/register-page.tsx').then((m) => m.RegisterPage),
  ),
  verifyOtp: lazyPage(() =>
    import('#web/features/auth/verify-otp-page.tsx').then((m) => m.VerifyOtpPage),
  ),
  forgot: lazyPage(() =>
    import('#web/features/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
  ),
  reset: lazyPage(() =>
    import('#web/features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  ),
  about: lazyPage(() => import('#web/features/pages/about-page.tsx').then((m) => m.AboutPage)),
  privacy: lazyPage(() =>
    import('#web/features/pages/privacy-page.tsx').then((m) => m.PrivacyPage),
  ),
  refund: lazyPage(() => import('#web/features/pages/refund-page.tsx').then((m) => m.RefundPage)),
  shipping: lazyPage(() =>
    import('#web/features/pages/shipping-page.tsx').then((m) => m.ShippingPage),
  ),
  terms: lazyPage(() => import('#web/features/pages/terms-page.tsx').then((m) => m.TermsPage)),
  disclaimer: lazyPage(() =>
    import('#web/features/pages/disclaimer-page.tsx').then((m) => m.DisclaimerPage),
  ),
  contact: lazyPage(() =>
    import('#web/features/pages/contact-page.tsx').then((m) => m.ContactPage),
  ),
  cart: lazyPage(() => import('#web/features/cart/cart-page.tsx').then((m) => m.CartPage)),
  product: lazyPage(() =>
    import('#web/features/product/product-page.tsx').then((m) => m.ProductPage),
  ),
  wishlist: lazyPage(() =>
    import('#web/features/wishlist/wishlist-page.tsx').then((m) => m.WishlistPage),
  ),
  dashboard: lazyPage(() =>
    import('#web/features/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
  ),
  order: lazyPage(() => import('#web/features/dashboard/order-page.tsx').then((m) => m.OrderPage)),
  admin: lazyPage(() => import('#web/features/admin/admin-page.tsx').then((m) => m.AdminPage)),
}

function lazyRoute(path: string, page: LazyPage): RouteObject {
  return { path, element: <page.Page />, handle: page }
}

/** Inside the layout, so a failing page keeps the header and footer around its error screen. */
function Screen() {
  return (
    <RouteErrorBoundary resetKey={useLocation().key}>
      <Outlet />
    </RouteErrorBoundary>
  )
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <Screen />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/shop', element: <ShopPage /> },
          { path: '/shop/filter/:filter', element: <ShopPage /> },
          { path: '/shop/category/:category', element: <ShopPage /> },
          { path: '/shop/category/:category/:subcategory', element: <ShopPage /> },
          { path: '/shop/phone/:phone', element: <ShopPage /> },
          lazyRoute('/about', pages.about),
          lazyRoute('/privacy', pages.privacy),
          lazyRoute('/refund', pages.refund),
          lazyRoute('/shipping', pages.shipping),
          lazyRoute('/service', pages.terms),
          lazyRoute('/disclaimer', pages.disclaimer),
          lazyRoute('/contact', pages.contact),
          lazyRoute('/login', pages.login),
          lazyRoute('/register', pages.register),
          lazyRoute('/verify-otp', pages.verifyOtp),
          lazyRoute('/forgot-password', pages.forgot),
          lazyRoute('/reset-password', pages.reset),
          lazyRoute('/cart', pages.cart),
          lazyRoute('/product/:id', pages.product),
          {
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              lazyRoute('/wishlist', pages.wishlist),
              lazyRoute('/dashboard', pages.dashboard),
              lazyRoute('/dashboard/orders/:orderNumber', pages.order),
            ],
          },
          {
            element: (
              <RequireAdmin>
                <Outlet />
              </RequireAdmin>
            ),
            children: [lazyRoute('/admin', pages.admin)],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

/** The app's screens, inside the browser's router (boot.tsx) or the server's (entry-server.tsx). */
export function AppRoutes() {
  const { key } = useLocation()
  const screen = useRoutes(routes)
  // Without the layout itself, the error screen still stands alone.
  return <RouteErrorBoundary resetKey={key}>{screen}</RouteErrorBoundary>
}

/** Loads the code of the on-demand screen at `pathname`, so it draws without suspending. */
export async function loadRouteCode(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload()))
}
