import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'
import type { CurrentUserResponse, PublicUser } from '#domain/account.ts'
import { api } from '#web/lib/api-client.ts'

interface AuthState {
  user: PublicUser | null
  loading: boolean
  isAuthenticated: boolean
}

interface AuthContextValue extends AuthState {
  refreshUser(): Promise<void>
  setUser(user: PublicUser): void
  logout(): Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({
    user: null,
    loading: true,
    isAuthenticated: false,
  })

  const setUser = useCallback((user: PublicUser) => {
    setState({ user, loading: false, isAuthenticated: true })
  }, [])
  const clearUser = useCallback(() => {
    setState({ user: null, loading: false, isAuthenticated: false })
  }, [])

  const refreshUser = useCallback(async () => {
    try {
      const { user } = await api<CurrentUserResponse>('/auth/me')
      if (user) setUser(user)
      else clearUser()
    } catch {
      clearUser()
    }
  }, [setUser, clearUser])

  const logout = useCallback(async () => {
    try {
      await api('/auth/logout', { method: 'POST' })
    } catch (error) {
      console.error('Logout failed', error)
    } finally {
      clearUser()
    }
  }, [clearUser])

  useEffect(() => {
    let current = true
    api<CurrentUserResponse>('/auth/me').then(
      ({ user }) => current && (user ? setUser(user) : clearUser()),
      () => current && clearUser(),
    )
    return () => {
      current = false
    }
  }, [setUser, clearUser])

  return <AuthContext value={{ ...state, refreshUser, setUser, logout }}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}
