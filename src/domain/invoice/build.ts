// Building a tax invoice from an order, and a credit note from an invoice (CGST Rules 46 and 53).
import { COD_FEE_SAC, DEFAULT_GST_RATE, SHIPPING_SAC } from '../gst.ts'
import type { IndianState } from '../india.ts'
import type { Paise } from '../money.ts'
import type { OrderAddress } from '../order/responses.ts'
import { amountInWords } from './amount-in-words.ts'
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './document.ts'
import { GST_STATE_CODES } from './gstin.ts'
import {
  allocate,
  type ChargedLine,
  creditedLines,
  invoiceLines,
  taxLine,
  taxTotals,
} from './tax-lines.ts'

export interface Seller {
  name: string
  address: string
  state: IndianState
  gstin: string
  /** A company's Corporate Identity Number, which its invoices carry. */
  cin?: string
  /** Whom a buyer writes to with a grievance, as the invoice prints it. */
  grievances?: string
}

/** What an invoice needs of an order, in paise. */
export interface InvoicedOrder {
  orderNumber: string
  placedAt: Date
  shippingAddress: OrderAddress
  billingName?: string | null
  billingGstin?: string | null
  items: {
    description: string
    hsn: string
    quantity: number
    /** Tax-inclusive price per unit. */
    unitPrice: Paise
    gstRate: number
    /** Whether the coupon takes off this line; absent for yes. */
    couponApplies?: boolean
  }[]
  discount: Paise
  shipping: Paise
  codFee: Paise
  total: Paise
}

export const SHIPPING_LINE = 'Shipping and handling'
export const COD_FEE_LINE = 'Cash on delivery fee'

const stateCodeOf = (state: string) => GST_STATE_CODES[state as IndianState] ?? ''
export const placeOfSupply = (state: string) => `${state} (${stateCodeOf(state)})`

function sellerParty(seller: Seller): InvoiceParty {
  return { ...seller, stateCode: stateCodeOf(seller.state) }
}

function buyerParty(order: InvoicedOrder): InvoiceParty {
  const a = order.shippingAddress
  return {
    name: order.billingName || a.name,
    address: `${a.address}, ${a.city}, ${a.state} ${a.pincode}`,
    state: a.state,
    stateCode: stateCodeOf(a.state),
    ...(order.billingGstin && { gstin: order.billingGstin }),
  }
}

/**
 * The tax invoice of an order. Place of supply is the shipping state: within the seller's state it
 * bears CGST + SGST, otherwise IGST. The lines add up to exactly what the shopper paid.
 */
export function buildInvoice(
  order: InvoicedOrder,
  seller: Seller,
  number: string,
  issuedAt: Date,
): InvoiceDocument {
  const intraState = order.shippingAddress.state === seller.state
  const charged: ChargedLine[] = order.items.map((item) => ({
    description: item.description,
    hsn: item.hsn,
    quantity: item.quantity,
    amount: item.unitPrice * item.quantity,
    gstRate: item.gstRate,
    discountable: item.couponApplies ?? true,
  }))
  const goods = [...charged]
  charged.push(...serviceLines(SHIPPING_LINE, SHIPPING_SAC, order.shipping, goods))
  charged.push(...serviceLines(COD_FEE_LINE, COD_FEE_SAC, order.codFee, goods))
  const lines = invoiceLines(charged, order.discount, intraState)
  const totals = taxTotals(lines)
  if (totals.total !== order.total) {
    throw new Error(
      `Invoice of ${order.orderNumber} adds up to ${totals.total}, not ${order.total}`,
    )
  }
  return {
    kind: 'invoice',
    number,
    issuedAt: issuedAt.toISOString(),
    orderNumber: order.orderNumber,
    orderDate: order.placedAt.toISOString(),
    seller: sellerParty(seller),
    buyer: buyerParty(order),
    placeOfSupply: placeOfSupply(order.shippingAddress.state),
    intraState,
    lines,
    ...totals,
    totalInWords: amountInWords(totals.total),
  }
}

/**
 * Shipping and the COD fee are part of a composite supply whose principal supply is the goods, so
 * they bear the goods' rate (CGST Act s. 8(a)); with goods at several rates, each rate's share of
 * them, by the goods' value, is a line of its own.
 */
export function serviceLines(
  description: string,
  sac: string,
  amount: Paise,
  goods: Pick<ChargedLine, 'amount' | 'gstRate'>[],
): ChargedLine[] {
  if (amount <= 0) return []
  const byRate = new Map<number, Paise>()
  for (const line of goods) byRate.set(line.gstRate, (byRate.get(line.gstRate) ?? 0) + line.amount)
  if (byRate.size === 0) byRate.set(DEFAULT_GST_RATE, 1)
  const rates = [...byRate.keys()].sort((a, b) => b - a)
  const shares = allocate(
    amount,
    rates.map((rate) => byRate.get(rate) ?? 0),
  )
  return rates.flatMap((gstRate, i) => {
    const share = shares[i] ?? 0
    if (share === 0) return []
    return [
      {
        description: rates.length > 1 ? `${description} (with ${gstRate}% goods)` : description,
        hsn: sac,
        quantity: 1,
        amount: share,
        gstRate,
        discountable: false,
      },
    ]
  })
}

/** Units of one invoice line given back (a return's), and what they are worth with tax. */
export interface CreditedLine {
  /** The line's place on the invoice, whose goods come in the order's line order. */
  index: number
  quantity: number
  amount: Paise
}

/**
 * A credit note giving back `amount` of an invoice: the lines sent back at their own value and
 * rate when `returned` names them, adds up to it, and leaves no line credited beyond its value
 * after the notes `earlier` credited; else each line in proportion.
 */
export function buildCreditNote(
  invoice: InvoiceDocument,
  amount: Paise,
  number: string,
  issuedAt: Date,
  reason: string,
  returned: CreditedLine[] = [],
  earlier: InvoiceDocument[] = [],
): InvoiceDocument {
  if (amount <= 0 || amount > invoice.total) {
    throw new Error(`A credit note of ${amount} against ${invoice.number} of ${invoice.total}`)
  }
  const key = (line: InvoiceLine) => `${line.description}|${line.hsn}|${line.gstRate}`
  const creditedBefore = new Map<string, Paise>()
  for (const line of earlier.flatMap((note) => note.lines)) {
    creditedBefore.set(key(line), (creditedBefore.get(key(line)) ?? 0) + line.total)
  }
  const fits = returned.every(({ index, amount: value }) => {
    const line = invoice.lines[index]
    return line !== undefined && value <= line.total - (creditedBefore.get(key(line)) ?? 0)
  })
  const named = fits && returned.reduce((sum, line) => sum + line.amount, 0) === amount
  const lines = named
    ? returned.flatMap(({ index, quantity, amount: value }) => {
        const line = invoice.lines[index]
        if (!line || value <= 0) return []
        const { description, hsn, gstRate } = line
        return [taxLine({ description, hsn, gstRate, quantity }, value, invoice.intraState)]
      })
    : creditedLines(invoice.lines, amount, invoice.intraState)
  const totals = taxTotals(lines)
  return {
    ...invoice,
    kind: 'credit_note',
    number,
    issuedAt: issuedAt.toISOString(),
    lines,
    ...totals,
    totalInWords: amountInWords(totals.total),
    against: { number: invoice.number, issuedAt: invoice.issuedAt },
    reason,
  }
}
