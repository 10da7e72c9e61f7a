// Splitting what a shopper paid into taxable value and GST, line by line, to the paisa.
import type { Paise } from '../money.ts'
import type { InvoiceLine } from './document.ts'

/** A line as charged, tax included: goods at their shelf price, shipping and the COD fee. */
export interface ChargedLine {
  description: string
  hsn: string
  quantity?: number
  /** Tax-inclusive amount before any coupon. */
  amount: Paise
  gstRate: number
  /** Whether a coupon reduces it (goods do; shipping and the COD fee don't). */
  discountable: boolean
}

/**
 * Shares `total` among `weights` in proportion, in whole paise that add up to it exactly: each
 * share rounded down, the paise left over going to the largest remainders (first line on a tie).
 */
export function allocate(total: Paise, weights: Paise[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum === 0) return weights.map(() => 0)
  const exact = weights.map((w) => (total * w) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((a, b) => a + b, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    shares[index] = (shares[index] ?? 0) + 1
    left -= 1
  }
  return shares
}

/**
 * The GST inside a tax-inclusive amount at one rate: IGST across states, or within the seller's
 * state CGST and SGST, equal halves each rounded to the paisa (the law levies each at half the
 * rate on the same value). Taxable value plus tax is the amount exactly, so within the state the
 * taxable value takes the paisa an even tax leaves.
 */
export function taxLine(
  line: Omit<ChargedLine, 'discountable' | 'amount'>,
  amount: Paise,
  intraState: boolean,
): InvoiceLine {
  const exactTax = (amount * line.gstRate) / (100 + line.gstRate)
  const half = Math.round(exactTax / 2)
  const tax = intraState ? 2 * half : Math.round(exactTax)
  const taxableValue = amount - tax
  const cgst = intraState ? half : 0
  return {
    description: line.description,
    hsn: line.hsn,
    ...(line.quantity !== undefined && { quantity: line.quantity }),
    taxableValue,
    gstRate: line.gstRate,
    cgst,
    sgst: cgst,
    igst: intraState ? 0 : tax,
    total: amount,
  }
}

/** The invoice's lines: the coupon shared over the goods by value, so it lowers their taxable value. */
export function invoiceLines(
  lines: ChargedLine[],
  discount: Paise,
  intraState: boolean,
): InvoiceLine[] {
  const shares = allocate(
    discount,
    lines.map((l) => (l.discountable ? l.amount : 0)),
  )
  return lines.map((line, i) => taxLine(line, line.amount - (shares[i] ?? 0), intraState))
}

/** A credit note's lines for `amount` of an invoice: each line credited in proportion to its total. */
export function creditedLines(
  lines: InvoiceLine[],
  amount: Paise,
  intraState: boolean,
): InvoiceLine[] {
  const invoiced = lines.reduce((sum, l) => sum + l.total, 0)
  const shares = allocate(
    amount,
    lines.map((l) => l.total),
  )
  return lines
    .map((line, i) => {
      const whole = amount === invoiced
      return taxLine(
        {
          description: line.description,
          hsn: line.hsn,
          gstRate: line.gstRate,
          ...(whole && line.quantity !== undefined && { quantity: line.quantity }),
        },
        shares[i] ?? 0,
        intraState,
      )
    })
    .filter((line) => line.total > 0)
}

export interface TaxTotals {
  taxableValue: Paise
  cgst: Paise
  sgst: Paise
  igst: Paise
  total: Paise
}

export function taxTotals(lines: InvoiceLine[]): TaxTotals {
  const sum = (pick: (l: InvoiceLine) => Paise) => lines.reduce((s, l) => s + pick(l), 0)
  return {
    taxableValue: sum((l) => l.taxableValue),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    total: sum((l) => l.total),
  }
}
