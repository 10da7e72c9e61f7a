// A GST return's period: a month ('2026-11') or a quarter of the financial year ('2026-Q3',
// October to December 2026; '2026-Q4' is January to March 2027), as the QRMP scheme files them.
import { z } from 'zod'
import { istDayStart } from '../business-days.ts'
import { MONTHS } from '../india-calendar.ts'

export interface ReturnPeriod {
  /** As asked: '2026-11' or '2026-Q3'. */
  label: string
  /** The return's `fp`, MMYYYY: the month, or a quarter's last month. */
  fp: string
  /** The first IST day in it and the first after it, 'YYYY-MM-DD'. */
  firstDay: string
  dayAfter: string
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const QUARTER = /^(\d{4})-Q([1-4])$/

const monthStart = (year: number, month: number) =>
  `${year + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-01`

export function readReturnPeriod(label: string): ReturnPeriod | undefined {
  const month = MONTH.exec(label)
  if (month) {
    const [year, m] = [Number(month[1]), Number(month[2])]
    return {
      label,
      fp: `${month[2]}${month[1]}`,
      firstDay: monthStart(year, m),
      dayAfter: monthStart(year, m + 1),
    }
  }
  const quarter = QUARTER.exec(label)
  if (!quarter) return undefined
  const [year, q] = [Number(quarter[1]), Number(quarter[2])]
  // Q1 is April to June of the year; Q4 is January to March of the next.
  const first = 4 + (q - 1) * 3
  const last = first + 2
  const lastYear = year + Math.floor((last - 1) / 12)
  return {
    label,
    fp: `${String(((last - 1) % 12) + 1).padStart(2, '0')}${lastYear}`,
    firstDay: monthStart(year, first),
    dayAfter: monthStart(year, last + 1),
  }
}

export const RETURN_PERIOD_MESSAGE = 'Period must be a month (2026-11) or a quarter (2026-Q3)'

export const ReturnPeriodQuerySchema = z.object({
  period: z
    .string({ error: RETURN_PERIOD_MESSAGE })
    .refine((label) => readReturnPeriod(label) !== undefined, RETURN_PERIOD_MESSAGE),
})

/** When the period begins and the next begins, as instants. */
export const periodBounds = (period: ReturnPeriod) => ({
  from: istDayStart(period.firstDay),
  to: istDayStart(period.dayAfter),
})

/**
 * The periods a shop files for, newest first, from the IST day `today` ('YYYY-MM-DD'): the last
 * twelve months and the last four quarters of the financial year, each with its label.
 */
export function recentPeriods(today: string): { value: string; label: string }[] {
  const [year = 0, month = 1] = today.split('-').map(Number)
  const months = Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - i
    const y = Math.floor(index / 12)
    const m = (index % 12) + 1
    return { value: `${y}-${String(m).padStart(2, '0')}`, label: `${MONTHS[m - 1]} ${y}` }
  })
  // The financial year starts in April: January to March is the previous year's fourth quarter.
  const fyYear = month >= 4 ? year : year - 1
  const current = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4
  const quarters = Array.from({ length: 4 }, (_, i) => {
    const index = fyYear * 4 + (current - 1) - i
    const y = Math.floor(index / 4)
    const q = (index % 4) + 1
    const first = MONTHS[(3 + (q - 1) * 3) % 12]?.slice(0, 3)
    const last = MONTHS[(5 + (q - 1) * 3) % 12]?.slice(0, 3)
    return {
      value: `${y}-Q${q}`,
      label: `Q${q} ${y}-${String((y + 1) % 100).padStart(2, '0')} (${first}–${last})`,
    }
  })
  return [...months, ...quarters]
}
