import { describe, expect, it } from 'vitest'
import { askedAgo } from './asked-ago.ts'

const NOW = Date.parse('2026-12-10T12:00:00Z')
const before = (ms: number) => new Date(NOW - ms).toISOString()

describe('askedAgo', () => {
  it('says how long ago in the largest whole unit, from minutes to days', () => {
    expect(askedAgo(before(20_000), NOW)).toBe('asked just now')
    expect(askedAgo(before(5 * 60_000), NOW)).toBe('asked 5 minutes ago')
    expect(askedAgo(before(3 * 3_600_000 + 59 * 60_000), NOW)).toBe('asked 3 hours ago')
    expect(askedAgo(before(30 * 3_600_000), NOW)).toBe('asked yesterday')
    expect(askedAgo(before(6 * 86_400_000), NOW)).toBe('asked 6 days ago')
  })
})
