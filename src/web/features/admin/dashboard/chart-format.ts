// Number and date formats for the dashboard's cards and chart axes (en-IN, India's clock).
import { formatRupees, rupeesToPaise } from '#domain/money.ts'

const counts = new Intl.NumberFormat('en-IN')
// Compact rupees for an axis: ₹1.2K, ₹3.4L, ₹1Cr.
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
})
const shortDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

export const formatCount = (n: number) => counts.format(n)
export const formatAxisRupees = (rupees: number) => compactRupees.format(rupees)
export const formatRupeeFigure = (rupees: number) => formatRupees(rupeesToPaise(rupees))

/** The server's 'YYYY-MM-DD' India day as '12 Jan'; read as UTC so no clock shifts it. */
export const formatDay = (isoDay: string) => shortDay.format(new Date(`${isoDay}T00:00:00Z`))
