import { ChevronDown, LayoutDashboard, LogOut, Package, ShieldCheck, User } from 'lucide-react'
import { useCallback, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { PublicUser } from '#domain/account.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { useDismiss } from '#web/lib/use-dismiss.ts'

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700'

export function UserMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)
  const { logout } = useAuth()
  const navigate = useNavigate()

  const onLogout = async () => {
    close()
    await logout()
    await navigate('/')
  }

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={`Account menu for ${user.name}`}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-full border border-slate-200 bg-white py-1 pr-2 pl-1 hover:border-brand-500"
      >
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {user.name.charAt(0).toUpperCase() || <User className="h-4 w-4" aria-hidden />}
        </span>
        <ChevronDown aria-hidden className="h-4 w-4 text-slate-500" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 pt-1 pb-3">
            <p className="truncate font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
            <p className="mt-2 flex flex-wrap gap-1.5 text-xs font-medium">
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-800">
                {user.membershipTier} Member
              </span>
              {user.isAdmin && (
                <span className="flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-brand-700">
                  <ShieldCheck aria-hidden className="h-3 w-3" /> Admin Access
                </span>
              )}
            </p>
          </div>
          <nav aria-label="Account" className="pt-2">
            <Link to="/dashboard" onClick={close} className={itemClass}>
              <LayoutDashboard aria-hidden className="h-4 w-4" /> Dashboard
            </Link>
            <Link to="/dashboard?tab=orders" onClick={close} className={itemClass}>
              <Package aria-hidden className="h-4 w-4" /> My Orders
            </Link>
            {user.isAdmin && (
              <Link to="/admin" onClick={close} className={itemClass}>
                <ShieldCheck aria-hidden className="h-4 w-4" /> Admin Panel
              </Link>
            )}
            <button type="button" onClick={() => void onLogout()} className={itemClass}>
              <LogOut aria-hidden className="h-4 w-4" /> Logout
            </button>
          </nav>
        </div>
      )}
    </div>
  )
}
