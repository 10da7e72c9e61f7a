// Where things live in the app.

const AUTH_PATHS = [
  '/login',
  '/register',
  '/verify-otp',
  '/forgot-password',
  '/reset-password',
] as const

export function isAuthPath(pathname: string): boolean {
  return (AUTH_PATHS as readonly string[]).includes(pathname.replace(/\/$/, '') || '/')
}

export const shopPath = {
  all: '/shop',
  filter: (filter: string) => `/shop/filter/${filter}`,
  category: (category: string, subcategory?: string) =>
    subcategory ? `/shop/category/${category}/${subcategory}` : `/shop/category/${category}`,
}
