import { Heart, Menu, Shield, ShoppingCart, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { HEADER_SOLID_AFTER_PX } from '#domain/limits.ts'
import { PhoneChooser } from '#web/components/phone/phone-chooser.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useAuth } from '#web/state/auth-provider.tsx'
import { useCart } from '#web/state/cart-provider.tsx'
import { useWishlist } from '#web/state/wishlist-provider.tsx'
import { CountLink } from './header/count-link.tsx'
import { HeaderSearch } from './header/header-search.tsx'
import { MobileMenu } from './header/mobile-menu.tsx'
import { NavDropdown } from './header/nav-dropdown.tsx'
import { isGroup, NAV_ENTRIES } from './header/nav-links.ts'
import { UserMenu } from './header/user-menu.tsx'

export function Header() {
  const solid = useScrolledPast(HEADER_SOLID_AFTER_PX)
  const [mobileOpen, setMobileOpen] = useState(false)
  const mobileMenuId = useId()
  const { pathname } = useLocation()
  const { user, loading, isAuthenticated } = useAuth()
  const cart = useCart()
  const wishlist = useWishlist()

  const [lastPath, setLastPath] = useState(pathname)
  if (lastPath !== pathname) {
    setLastPath(pathname)
    setMobileOpen(false)
  }

  // Not blurred while see-through: in the first 20 px nearly nothing is under it, and a backdrop
  // filter is redrawn with every frame of the page: without a GPU, as much work again as the
  // page's own drawing (the shop's load at 1280 px, 2026-11-28).
  return (
    <header
      data-solid={solid}
      className={`sticky top-0 z-40 transition-colors duration-200 ${
        solid || mobileOpen ? 'bg-white shadow-md' : 'bg-white/90'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Shield aria-hidden className="h-7 w-7 fill-brand-600 text-brand-600" />
          Kavach
        </Link>

        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {NAV_ENTRIES.map((entry) =>
            isGroup(entry) ? (
              <NavDropdown key={entry.label} group={entry} />
            ) : (
              <NavLink
                key={entry.to}
                to={entry.to}
                end
                className={({ isActive }) =>
                  `rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 ${
                    isActive ? 'text-brand-700' : 'text-slate-700'
                  }`
                }
              >
                {entry.label}
              </NavLink>
            ),
          )}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {isAuthenticated && (
            <CountLink to="/wishlist" label="Wishlist" count={wishlist.itemCount} icon={Heart} />
          )}
          <CountLink to="/cart" label="Cart" count={cart.itemCount} icon={ShoppingCart} />
          {loading ? (
            <Spinner size="sm" label="Checking your account" />
          ) : user ? (
            <UserMenu user={user} />
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Link
                to="/login"
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                Login
              </Link>
              <Link
                to="/register"
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                Sign Up
              </Link>
            </div>
          )}
          <button
            type="button"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((open) => !open)}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          >
            {mobileOpen ? (
              <X aria-hidden className="h-6 w-6" />
            ) : (
              <Menu aria-hidden className="h-6 w-6" />
            )}
          </button>
        </div>
      </div>
      {/* The shop's pages have a search box of their own; the phone menu covers the page. */}
      {!mobileOpen && (
        <div className="mx-auto flex max-w-6xl justify-end gap-2 px-4 pb-2">
          {!pathname.startsWith('/shop') && (
            <div className="min-w-0 flex-1">
              <HeaderSearch />
            </div>
          )}
          <PhoneChooser />
        </div>
      )}
      {mobileOpen && (
        <MobileMenu id={mobileMenuId} user={user} onNavigate={() => setMobileOpen(false)} />
      )}
    </header>
  )
}

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [threshold])
  return past
}
