import { createBrowserRouter } from 'react-router'
import { PageHeading } from '#web/components/ui/page-heading.tsx'
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
      { path: '/login', element: heading('Welcome Back') },
      { path: '/register', element: heading('Create Account') },
      { path: '/verify-otp', element: heading('Verify Email') },
      { path: '/forgot-password', element: heading('Forgot Password') },
      { path: '/reset-password', element: heading('Reset Password') },
      { path: '/cart', element: heading('Shopping Cart') },
      { path: '/wishlist', element: <RequireAuth>{heading('My Wishlist')}</RequireAuth> },
      { path: '/dashboard', element: <RequireAuth>{heading('My Dashboard')}</RequireAuth> },
      { path: '/admin', element: <RequireAdmin>{heading('Admin Panel')}</RequireAdmin> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
])
