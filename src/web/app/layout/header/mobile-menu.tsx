import { ChevronDown } from 'lucide-react'
import { Link } from 'react-router'
import type { PublicUser } from '#domain/account.ts'
import { isGroup, NAV_ENTRIES } from './nav-links.ts'
import { useMoreBelow } from './use-more-below.ts'

const linkClass = 'block rounded-lg px-3 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700'

/** The phone's menu: a panel below the header, scrolling within the screen when it must. */
export function MobileMenu({
  id,
  user,
  onNavigate,
}: {
  id: string
  user: PublicUser | null
  onNavigate: () => void
}) {
  const { ref, moreBelow } = useMoreBelow<HTMLElement>()
  return (
    <nav
      ref={ref}
      id={id}
      aria-label="Mobile"
      // 4rem is the header's bar, so the panel's last entry is always on screen or scrolled to.
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white md:hidden"
    >
      <ul className="space-y-1 px-4 py-2">
        {NAV_ENTRIES.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label}>
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {entry.label}
              </p>
              <ul>
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} onClick={onNavigate} className={`${linkClass} pl-6`}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.to}>
              <Link to={entry.to} onClick={onNavigate} className={linkClass}>
                {entry.label}
              </Link>
            </li>
          ),
        )}
        <li className="grid grid-cols-2 gap-1 border-t border-slate-100 pt-2">
          {user ? (
            <>
              <Link to="/dashboard" onClick={onNavigate} className={linkClass}>
                Dashboard
              </Link>
              <Link to="/dashboard?tab=orders" onClick={onNavigate} className={linkClass}>
                My Orders
              </Link>
              {user.isAdmin && (
                <Link to="/admin" onClick={onNavigate} className={linkClass}>
                  Admin Panel
                </Link>
              )}
            </>
          ) : (
            <>
              <Link
                to="/login"
                onClick={onNavigate}
                className="rounded-lg px-3 py-2 text-center font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
              >
                Login
              </Link>
              <Link
                to="/register"
                onClick={onNavigate}
                className="rounded-lg bg-brand-600 px-3 py-2 text-center font-medium text-white hover:bg-brand-700"
              >
                Sign Up
              </Link>
            </>
          )}
        </li>
      </ul>
      {moreBelow && (
        <p
          aria-hidden
          className="pointer-events-none sticky bottom-0 -mt-12 flex h-12 items-end justify-center gap-1 bg-gradient-to-t from-white via-white/90 to-transparent pb-2 text-sm font-medium text-slate-600"
        >
          Scroll for more <ChevronDown className="h-4 w-4" />
        </p>
      )}
    </nav>
  )
}
