import { formatRupees, formatRupeesExact, rupeesToPaise } from '#domain/money.ts'

/** Rupees the API sent, as the admin tabs show them: whole as '₹499', with paise as '₹499.50'. */
export function adminRupees(amount: number): string {
  const paise = rupeesToPaise(amount)
  return paise % 100 === 0 ? formatRupees(paise) : formatRupeesExact(paise)
}
