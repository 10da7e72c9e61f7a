// The mail recalling a cart left behind (decision 034): its lines at today's prices, a link that
// fills a cart with them again, and a one-click unsubscribe (RFC 8058) in the body and the headers.
import { formatRupeesExact } from '#domain/money.ts'
import { escapeMarkup } from '../../lib/escape-markup.ts'
import type { MailMessage } from './mailer.ts'
import { button, layout } from './templates.ts'

export interface ReminderLine {
  /** The product's name with its variant, e.g. "Aurora Case (iPhone 16 / Black)". */
  name: string
  quantity: number
  /** The shelf price, tax included, paise. */
  unitPrice: number
}

export interface CartReminderData {
  number: 1 | 2
  lines: ReminderLine[]
  restoreUrl: string
  unsubscribeUrl: string
}

const WORDS = {
  1: {
    subject: 'You left something in your Kavach cart',
    intro: 'You left these in your cart. They are waiting for you:',
  },
  2: {
    subject: 'Your Kavach cart is still waiting',
    intro: 'Your cart is still here. This is the last reminder we will send about it:',
  },
} as const

export function cartReminderMail(to: string, name: string, data: CartReminderData): MailMessage {
  const { subject, intro } = WORDS[data.number]
  const line = (l: ReminderLine) =>
    `${l.quantity} × ${l.name}: ${formatRupeesExact(l.unitPrice * l.quantity)}`
  const why =
    'You get this because you agreed to offers and cart reminders by email. Prices and stock are as they stand today and may change.'
  const unsubscribe = `Unsubscribe in one click: ${data.unsubscribeUrl}`
  const rows = data.lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 0">${l.quantity} × ${escapeMarkup(l.name)}</td><td align="right" style="padding:6px 0">${escapeMarkup(formatRupeesExact(l.unitPrice * l.quantity))}</td></tr>`,
    )
    .join('')
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${intro}\n\n${data.lines.map((l) => `  ${line(l)}`).join('\n')}\n\nReturn to your cart: ${data.restoreUrl}\n\n${why}\n${unsubscribe}\n\nKavach`,
    html: layout(
      'Your cart is waiting',
      `<p>Hi ${escapeMarkup(name)},</p><p>${intro}</p>
<table role="presentation" width="100%" style="border-collapse:collapse">${rows}</table>
${button('Return to your cart', data.restoreUrl)}
<p style="color:#64748b;font-size:12px">${why} <a href="${escapeMarkup(data.unsubscribeUrl)}">Unsubscribe</a></p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${data.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
