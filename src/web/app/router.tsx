import { Outlet, type RouteObject } from 'react-router'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { NotFoundPage } from '#web/features/pages/not-found-page.tsx'
import { HomePage } from '#web/features/home/home-page.tsx'
import { ShopPage } from '#web/features/shop/shop-page.tsx'
import { RequireAdmin, RequireAuth } from './layout/guards.tsx'
import { RootLayout } from './layout/root-layout.tsx'
import { RouteError } from './layout/route-error.tsx'

// Screens outside the shop's main path load on demand, so shoppers download less up front.
const auth = {
  login: () =>
    import('#web/features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  register: () =>
    import('#web/features/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
  verifyOtp: () =>
    import('#web/features/auth/verify-otp-page.tsx').then((m) => ({ Component: m.VerifyOtpPage })),
  forgot: () =>
    import('#web/features/auth/forgot-password-page.tsx').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  reset: () =>
    import('#web/features/auth/reset-password-page.tsx').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
}
const pages = {
  about: () =>
    import('#web/features/pages/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  privacy: () =>
    import('#web/features/pages/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
  refund: () =>
    import('#web/features/pages/refund-page.tsx').then((m) => ({ Component: m.RefundPage })),
  shipping: () =>
    import('#web/features/pages/shipping-page.tsx').then((m) => ({ Component: m.ShippingPage })),
  terms: () =>
    import('#web/features/pages/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
  disclaimer: () =>
    import('#web/features/pages/disclaimer-page.tsx').then((m) => ({
      Component: m.DisclaimerPage,
    })),
  contact: () =>
    import('#web/features/pages/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
}
const cart = () =>
  import('#web/features/cart/cart-page.tsx').then((m) => ({ Component: m.CartPage }))
const productPage = () =>
  import('#web/features/product/product-page.tsx').then((m) => ({ Component: m.ProductPage }))
const wishlist = () =>
  import('#web/features/wishlist/wishlist-page.tsx').then((m) => ({ Component: m.WishlistPage }))
const dashboard = () =>
  import('#web/features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage }))

const admin = () =>
  import('#web/features/admin/admin-page.tsx').then((m) => ({ Component: m.AdminPage }))

function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label="Loading page" />
    </div>
  )
}

/** The app's routes: the browser's router in main.tsx, the server's render in entry-server.tsx. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    // Without the layout itself, the error screen still stands alone.
    errorElement: <RouteError />,
    children: [
      {
        // Inside the layout, so a failing page keeps the header and footer around its error screen.
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/shop', element: <ShopPage /> },
          { path: '/shop/filter/:filter', element: <ShopPage /> },
          { path: '/shop/category/:category', element: <ShopPage /> },
          { path: '/shop/category/:category/:subcategory', element: <ShopPage /> },
          { path: '/about', lazy: pages.about },
          { path: '/privacy', lazy: pages.privacy },
          { path: '/refund', lazy: pages.refund },
          { path: '/shipping', lazy: pages.shipping },
          { path: '/service', lazy: pages.terms },
          { path: '/disclaimer', lazy: pages.disclaimer },
          { path: '/contact', lazy: pages.contact },
          { path: '/login', lazy: auth.login },
          { path: '/register', lazy: auth.register },
          { path: '/verify-otp', lazy: auth.verifyOtp },
          { path: '/forgot-password', lazy: auth.forgot },
          { path: '/reset-password', lazy: auth.reset },
          { path: '/cart', lazy: cart },
          { path: '/product/:id', lazy: productPage },
          {
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              { path: '/wishlist', lazy: wishlist },
              { path: '/dashboard', lazy: dashboard },
            ],
          },
          {
            element: (
              <RequireAdmin>
                <Outlet />
              </RequireAdmin>
            ),
            children: [{ path: '/admin', lazy: admin }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
