// How long ago a shopper asked, as staff read it on a return: 'asked 2 days ago'.
import { lazily } from '#domain/lazily.ts'

const relative = lazily(() => new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' }))
const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

export function askedAgo(at: string, now = Date.now()): string {
  const waited = Math.max(0, now - new Date(at).getTime())
  if (waited < MINUTE_MS) return 'asked just now'
  if (waited < HOUR_MS)
    return `asked ${relative().format(-Math.floor(waited / MINUTE_MS), 'minute')}`
  if (waited < DAY_MS) return `asked ${relative().format(-Math.floor(waited / HOUR_MS), 'hour')}`
  return `asked ${relative().format(-Math.floor(waited / DAY_MS), 'day')}`
}
