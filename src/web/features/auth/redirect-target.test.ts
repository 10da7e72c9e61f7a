import { describe, expect, it } from 'vitest'
import { redirectTarget } from './redirect-target.ts'

const ORIGIN = 'http://localhost:3000'
const from = (pathname: string, search = '') => ({ from: { pathname, search } })

describe('redirectTarget', () => {
  it('returns to the page the guard sent the visitor from', () => {
    expect(redirectTarget(from('/dashboard', '?tab=orders'), ORIGIN)).toBe('/dashboard?tab=orders')
  })

  it('goes home without a page to return to', () => {
    expect(redirectTarget(null, ORIGIN)).toBe('/')
    expect(redirectTarget({ from: {} }, ORIGIN)).toBe('/')
  })

  it('never leaves the site, even through a tab or a backslash', () => {
    expect(redirectTarget(from('//evil.example/x'), ORIGIN)).toBe('/')
    expect(redirectTarget(from('/\t/evil.example/x'), ORIGIN)).toBe('/')
    expect(redirectTarget(from('/\\evil.example/x'), ORIGIN)).toBe('/')
  })
})
