import { createBrowserRouter } from 'react-router'
import { PageHeading } from '#web/components/ui/page-heading.tsx'
import { ForgotPasswordPage } from '#web/features/auth/forgot-password-page.tsx'
import { LoginPage } from '#web/features/auth/login-page.tsx'
import { RegisterPage } from '#web/features/auth/register-page.tsx'
import { ResetPasswordPage } from '#web/features/auth/reset-password-page.tsx'
import { VerifyOtpPage } from '#web/features/auth/verify-otp-page.tsx'
import { DashboardPage } from '#web/features/dashboard/dashboard-page.tsx'
import { NotFoundPage } from '#web/features/pages/not-found-page.tsx'
import { ShopPage } from '#web/features/shop/shop-page.tsx'
import { RequireAdmin, RequireAuth } from './layout/guards.tsx'
import { RootLayout } from './layout/root-layout.tsx'

const heading = (title: string) => <PageHeading title={title} />

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: heading('Kavach') },
      { path: '/shop', element: <ShopPage /> },
      { path: '/shop/filter/:filter', element: <ShopPage /> },
      { path: '/shop/category/:category', element: <ShopPage /> },
      { path: '/shop/category/:category/:subcategory', element: <ShopPage /> },
      { path: '/about', element: heading('About Kavach') },
      { path: '/privacy', element: heading('Privacy Policy') },
      { path: '/refund', element: heading('Cancellation & Refund Policy') },
      { path: '/shipping', element: heading('Shipping Policy') },
      { path: '/service', element: heading('Terms of Service') },
      { path: '/disclaimer', element: heading('Disclaimer') },
      { path: '/contact', element: heading('Contact Us') },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/verify-otp', element: <VerifyOtpPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/cart', element: heading('Shopping Cart') },
      { path: '/wishlist', element: <RequireAuth>{heading('My Wishlist')}</RequireAuth> },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      { path: '/admin', element: <RequireAdmin>{heading('Admin Panel')}</RequireAdmin> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
])
