// Money is integer paise everywhere in the domain and the database; rupees only at the edges.

import { lazily } from './lazily.ts'

export type Paise = number

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100)
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100
}

const wholeRupees = lazily(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }),
)
const rupeesWithPaise = lazily(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
)

/** '₹1,499' — whole rupees, as prices are shown on cards. */
export function formatRupees(paise: Paise): string {
  return wholeRupees().format(Math.round(paise / 100))
}

/** '₹1,568.62' — two decimals, as order totals are shown. */
export function formatRupeesExact(paise: Paise): string {
  return rupeesWithPaise().format(paise / 100)
}

/** An amount the API sent in rupees (order totals, discounts, spend), shown as formatRupeesExact. */
export function formatApiRupees(rupees: number): string {
  return formatRupeesExact(rupeesToPaise(rupees))
}
