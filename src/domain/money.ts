// Money is integer paise everywhere in the domain and the database; rupees only at the edges
// (money-codec.ts). Free of zod, as the storefront's first script prices every card with it.

export type Paise = number

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100)
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100
}

/**
 * '1,23,45,678': a whole number grouped the Indian way (lakhs and crores), as Intl's en-IN writes
 * it. Written out because a page's first Intl call starts ICU, which took a phone 100 ms and more
 * (a 4x slower CPU) in one task, and every price and count on the storefront needs this.
 */
export function groupIndian(whole: number): string {
  const rounded = Math.round(whole)
  if (!Number.isSafeInteger(rounded)) return String(rounded)
  const digits = String(Math.abs(rounded))
  const lastThree = digits.slice(-3)
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  const grouped = rest ? `${rest},${lastThree}` : lastThree
  return rounded < 0 ? `-${grouped}` : grouped
}

/** '₹1,499' — whole rupees, as prices are shown on cards. */
export function formatRupees(paise: Paise): string {
  const rupees = Math.round(paise / 100)
  return `${rupees < 0 ? '-' : ''}₹${groupIndian(Math.abs(rupees))}`
}

/** '₹1,568.62' — two decimals, as order totals are shown. */
export function formatRupeesExact(paise: Paise): string {
  const rounded = Math.round(paise)
  const whole = Math.abs(rounded)
  const fraction = String(whole % 100).padStart(2, '0')
  return `${rounded < 0 ? '-' : ''}₹${groupIndian(Math.floor(whole / 100))}.${fraction}`
}

/** An amount the API sent in rupees (order totals, discounts, spend), shown as formatRupeesExact. */
export function formatApiRupees(rupees: number): string {
  return formatRupeesExact(rupeesToPaise(rupees))
}
