import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirects.ts'

const ORIGIN = 'https://kavach.shop'

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirectPath('/cart', ORIGIN)).toBe('/cart')
    expect(safeRedirectPath('/dashboard?tab=orders#latest', ORIGIN)).toBe(
      '/dashboard?tab=orders#latest',
    )
  })

  it('sends anything that is not a path on this site home', () => {
    for (const target of [
      undefined,
      null,
      42,
      '',
      'cart',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\/evil.example/x',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirectPath(target, ORIGIN)).toBe('/')
    }
  })

  it('refuses tabs, newlines and other control characters browsers would strip', () => {
    for (const target of ['/\t/evil.example/x', '/\n/x', '/\r\n/x', '/a\u0000b', '/a\u007fb']) {
      expect(safeRedirectPath(target, ORIGIN)).toBe('/')
    }
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/../../etc/passwd', ORIGIN)).toBe('/etc/passwd')
  })
})
