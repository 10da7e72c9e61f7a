import { Link } from 'react-router'
import type { PublicUser } from '#domain/account.ts'
import { isGroup, NAV_ENTRIES } from './nav-links.ts'

const linkClass = 'block rounded-lg px-3 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700'

export function MobileMenu({
  id,
  user,
  onNavigate,
}: {
  id: string
  user: PublicUser | null
  onNavigate: () => void
}) {
  return (
    <nav id={id} aria-label="Mobile" className="border-t border-slate-200 bg-white md:hidden">
      <ul className="max-h-[75vh] space-y-1 overflow-y-auto px-4 py-3">
        {NAV_ENTRIES.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label}>
              <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
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
        <li className="border-t border-slate-100 pt-2">
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
              <Link to="/login" onClick={onNavigate} className={linkClass}>
                Login
              </Link>
              <Link to="/register" onClick={onNavigate} className={linkClass}>
                Sign Up
              </Link>
            </>
          )}
        </li>
      </ul>
    </nav>
  )
}
