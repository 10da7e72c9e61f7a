// Where the app may send a browser after signing in: only back to a page of this site.
import { CONTROL_CHARACTER } from './text.ts'

/**
 * The path, query and hash of `target` when it names a page on `origin`, else '/'. Browsers drop
 * tabs and newlines inside URLs and read a backslash as a slash, so `/\t/evil.example` and
 * `/\evil.example` would leave the site; such values are refused rather than cleaned.
 */
export function safeRedirectPath(target: unknown, origin: string): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return '/'
  if (target.startsWith('//') || target.includes('\\') || CONTROL_CHARACTER.test(target)) {
    return '/'
  }
  let resolved: URL
  try {
    resolved = new URL(target, origin)
  } catch {
    return '/'
  }
  if (resolved.origin !== new URL(origin).origin) return '/'
  return `${resolved.pathname}${resolved.search}${resolved.hash}`
}
