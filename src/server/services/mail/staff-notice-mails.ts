// The notices staff are mailed (decision 039): short, each with a link to where the admin acts.
import { QUERY_TYPE_LABELS, type QueryType } from '#domain/contact.ts'
import { formatRupeesExact, type Paise } from '#domain/money.ts'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '#domain/order/payment-method.ts'
import { escapeMarkup } from '../../lib/escape-markup.ts'
import type { MailMessage } from './mailer.ts'
import { button, layout } from './templates.ts'

/** Where each notice's button leads: the admin's tabs, an order's dialog by its `order` parameter. */
export const ADMIN_LINKS = {
  order: (orderNumber: string) =>
    `/admin?${new URLSearchParams({ tab: 'orders', order: orderNumber })}`,
  dashboard: '/admin?tab=dashboard',
  messages: '/admin?tab=messages',
} as const

const FOOTER =
  "A Kavach staff notice. Admins choose which notices they get in the admin's Settings tab."

function notice(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; href: string },
): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${action.label}: ${action.href}\n\n${FOOTER}`,
    html: layout(
      subject,
      `${lines.map((line) => `<p>${escapeMarkup(line).replaceAll('\n', '<br>')}</p>`).join('')}${button(action.label, action.href)}
<p style="color:#64748b;font-size:12px">${FOOTER}</p>`,
    ),
  }
}

export interface OrderNoticeData {
  orderNumber: string
  total: Paise
  paymentMethod: PaymentMethod
  /** Units ordered, all lines together. */
  units: number
  shopper: string
  /** Where it ships, e.g. "Pune, Maharashtra". */
  place: string
  awaitsConfirmation: boolean
}

export function newOrderNotice(to: string, publicUrl: string, order: OrderNoticeData): MailMessage {
  const units = `${order.units} ${order.units === 1 ? 'item' : 'items'}`
  const paid = order.awaitsConfirmation
    ? `${PAYMENT_METHOD_LABELS[order.paymentMethod]}, awaiting the shopper's confirmation (cancelled by the shop if it does not come within 48 hours)`
    : PAYMENT_METHOD_LABELS[order.paymentMethod]
  return notice(
    to,
    order.awaitsConfirmation
      ? `New COD order ${order.orderNumber} awaiting confirmation: ${formatRupeesExact(order.total)}`
      : `New order ${order.orderNumber}: ${formatRupeesExact(order.total)}`,
    [
      `Order ${order.orderNumber} for ${formatRupeesExact(order.total)}, ${units}, by ${order.shopper} to ${order.place}.`,
      `Payment: ${paid}.`,
    ],
    {
      label: 'Open the order',
      href: new URL(ADMIN_LINKS.order(order.orderNumber), publicUrl).href,
    },
  )
}

export interface ContactNoticeData {
  reference: string
  name: string
  email: string
  queryType: QueryType
  subject: string
  message: string
}

/** The sender's words are theirs, quoted as such; anyone may send the form. */
export function contactMessageNotice(
  to: string,
  publicUrl: string,
  contact: ContactNoticeData,
): MailMessage {
  return notice(
    to,
    `New message (ref. ${contact.reference}): ${contact.subject}`,
    [
      `${contact.name} <${contact.email}> wrote about ${QUERY_TYPE_LABELS[contact.queryType]} (ref. ${contact.reference}):`,
      `Subject: ${contact.subject}\n${contact.message}`,
    ],
    { label: 'Answer it', href: new URL(ADMIN_LINKS.messages, publicUrl).href },
  )
}

export interface LowStockLine {
  name: string
  sku: string
  available: number
  threshold: number
}

export function lowStockDigest(
  to: string,
  publicUrl: string,
  digest: { day: string; count: number; lines: LowStockLine[] },
): MailMessage {
  const more = digest.count - digest.lines.length
  const list = digest.lines
    .map(
      (l) =>
        `• ${l.name} (${l.sku}): ${l.available <= 0 ? 'sold out' : `${l.available} left`}, low at ${l.threshold}`,
    )
    .join('\n')
  return notice(
    to,
    `Low stock on ${digest.day}: ${digest.count} ${digest.count === 1 ? 'variant' : 'variants'}`,
    [
      `${digest.count} ${digest.count === 1 ? 'variant is' : 'variants are'} at or below ${digest.count === 1 ? 'its' : 'their'} low-stock level, sold out first:`,
      list,
      ...(more > 0 ? [`And ${more} more on the dashboard.`] : []),
    ],
    { label: 'See the dashboard', href: new URL(ADMIN_LINKS.dashboard, publicUrl).href },
  )
}

export function failingMailNotice(
  to: string,
  publicUrl: string,
  failing: { count: number; lastError: string },
): MailMessage {
  return notice(
    to,
    `Mail is failing to send: ${failing.count} stuck`,
    [
      `A mail has failed to send three times, and ${failing.count} ${failing.count === 1 ? 'mail is' : 'mails are'} now waiting to be retried. The last error: ${failing.lastError}`,
      'The shop keeps retrying each with growing pauses. This is the only such notice today; the dashboard lists the failing mail as it stands.',
    ],
    { label: 'See the dashboard', href: new URL(ADMIN_LINKS.dashboard, publicUrl).href },
  )
}
