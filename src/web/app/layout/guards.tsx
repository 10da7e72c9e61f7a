import type { ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { useAuth } from '#web/state/auth-provider.tsx'

function GuardLoading() {
  return <p className="py-24 text-center text-slate-600">Loading...</p>
}

/** Signed-in only: otherwise to /login, remembering where the visitor was going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth()
  const location = useLocation()
  if (loading) return <GuardLoading />
  if (!isAuthenticated) return <Navigate to="/login" state={{ from: location }} replace />
  return children
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated, user } = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  if (loading) return <GuardLoading />
  if (!isAuthenticated) return <Navigate to="/login" state={{ from: location }} replace />
  if (!user?.isAdmin) {
    return (
      <section className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Access Denied</h1>
        <p className="mt-3 text-slate-600">
          You don&apos;t have permission to access the admin panel.
        </p>
        <button
          type="button"
          onClick={() => void navigate(-1)}
          className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          Go Back
        </button>
      </section>
    )
  }
  return children
}
