// Dates and times as India reads them, worked out rather than asked of Intl: IST is UTC+05:30 all
// year (India keeps no daylight saving), and the names are English. A browser's first Intl date
// formatter cost a phone over 100 ms of one task while a product page was taken over, and the
// server's and the browser's ICU may spell a month differently ('Sep', 'Sept'), which would make
// the page they both draw differ.

export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
// As en-IN writes them short: four letters for September.
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)))
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

interface CalendarDay {
  year: number
  /** 0 for January. */
  month: number
  day: number
  weekday: number
}

/** The day (and clock) of `instant` in India. */
function inIndia(instant: Date): CalendarDay & { hours: number; minutes: number } {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS)
  return { ...dayOf(shifted), hours: shifted.getUTCHours(), minutes: shifted.getUTCMinutes() }
}

/** The calendar day of a date read at UTC (a 'YYYY-MM-DD' day at its midnight). */
function dayOf(date: Date): CalendarDay {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  }
}

const calendarDay = (day: string) => dayOf(new Date(`${day}T00:00:00Z`))

/** '5 March 2026': the day in India of an instant. */
export function indianDate(instant: Date): string {
  const { day, month, year } = inIndia(instant)
  return `${day} ${MONTHS[month]} ${year}`
}

/** 'June 29, 2025' (the spec's policy dates): the day in India of an instant. */
export function americanDate(instant: Date): string {
  const { day, month, year } = inIndia(instant)
  return `${MONTHS[month]} ${day}, ${year}`
}

/** '4 Mar 2026, 12:05 pm': an instant on India's calendar and clock. */
export function indianDateTime(instant: Date): string {
  const { day, month, year, hours, minutes } = inIndia(instant)
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`
  return `${day} ${SHORT_MONTHS[month]} ${year}, ${clock}`
}

/** `2026-11-28` (an India day) as `28 Nov 2026`. */
export function formatDay(isoDay: string): string {
  const { day, month, year } = calendarDay(isoDay)
  return `${day} ${SHORT_MONTHS[month]} ${year}`
}

/** `2026-11-27` (an India day) as `Fri, 27 Nov`. */
export function formatWeekday(isoDay: string): string {
  const { day, month, weekday } = calendarDay(isoDay)
  return `${WEEKDAYS[weekday]}, ${day} ${SHORT_MONTHS[month]}`
}
