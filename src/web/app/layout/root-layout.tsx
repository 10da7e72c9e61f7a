import { useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router'
import { isAuthPath } from '../paths.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { CookieBanner } from './cookie-banner.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'

export function RootLayout() {
  const { pathname } = useLocation()
  const bare = isAuthPath(pathname)
  useScrollToTopOnNavigate(pathname)
  useAuthRedirectResult()

  return (
    <div className="flex min-h-screen flex-col">
      {!bare && <Header />}
      {/* At least a screen tall, so the footer never shows above a page's late content and then
          jumps away when it arrives. */}
      <main id="main" className={bare ? 'flex-1' : 'min-h-screen flex-1'}>
        <Outlet />
      </main>
      {!bare && <Footer />}
      {!bare && <CookieBanner />}
    </div>
  )
}

/** A new page starts at its top; the first one stays where the shopper is (or the browser put it). */
function useScrollToTopOnNavigate(pathname: string) {
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])
}

/** The Google sign-in lands with ?auth=success or ?error=auth_failed. */
function useAuthRedirectResult() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { refreshUser } = useAuth()
  const auth = params.get('auth')
  const error = params.get('error')

  useEffect(() => {
    if (auth !== 'success' && error !== 'auth_failed') return
    if (auth === 'success') refreshUser()
    else console.error('Google sign-in failed')
    void navigate(pathname, { replace: true })
  }, [auth, error, pathname, navigate, refreshUser])
}
