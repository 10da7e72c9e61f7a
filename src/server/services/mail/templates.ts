// The shop's mail, each as a subject with branded HTML and a plain-text body.
import { OTP_TTL_MINUTES } from '#domain/one-time-code.ts'
import { formatRupeesExact } from '#domain/money.ts'
import { PAYMENT_METHOD_FACTS, type PaymentMethod } from '#domain/order/payment-method.ts'
import { REFUND_TIMES } from '#domain/order/refund-policy.ts'
import { REATTEMPT_WITHIN_DAYS } from '#domain/shipping/tracking.ts'
import {
  type OrderEventDetail,
  type OrderEventKind,
  orderEventLabel,
} from '#domain/order/timeline.ts'
import type { ShopProfile } from '#domain/shop-profile.ts'
import { addressOnOneLine } from '#domain/shop-profile-text.ts'
import type { MailMessage } from './mailer.ts'
import { escapeMarkup } from '../../lib/escape-markup.ts'

/**
 * Where a mail names the shop from its seller profile: filled as the mail is queued, from the
 * profile as it is then (see fillProfileSlots), so no producer reads the profile for it.
 */
const PROFILE_SLOTS = {
  footer: '{{shop-footer}}',
  returnAddress: '{{shop-return-address}}',
} as const

export function fillProfileSlots(message: MailMessage, profile: ShopProfile): MailMessage {
  const address = `${profile.legalName}, ${addressOnOneLine(profile)}`
  const footer = `${profile.legalName} · ${addressOnOneLine(profile)} · ${profile.supportEmail}`
  const fill = (text: string, escape: (value: string) => string) =>
    text
      .replaceAll(PROFILE_SLOTS.footer, escape(footer))
      .replaceAll(PROFILE_SLOTS.returnAddress, escape(address))
  return { ...message, text: fill(message.text, String), html: fill(message.html, escapeMarkup) }
}

export const hasProfileSlots = (message: MailMessage) =>
  Object.values(PROFILE_SLOTS).some(
    (slot) => message.html.includes(slot) || message.text.includes(slot),
  )

export function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#4f46e5;color:#ffffff;padding:20px 28px;font-size:22px;font-weight:bold">Kavach</td></tr>
<tr><td style="padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${escapeMarkup(title)}</h1>${body}</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;color:#64748b;font-size:12px">${PROFILE_SLOTS.footer}</td></tr>
</table></td></tr></table></body></html>`
}

/** A link drawn as the shop’s button. */
export const button = (label: string, href: string) =>
  `<p><a href="${escapeMarkup(href)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeMarkup(label)}</a></p>`

const CODE_MAIL_WORDS = {
  verify: {
    title: 'Verify your email',
    intro: 'Welcome to Kavach! Use this code to verify your email address:',
    subject: 'verification code',
  },
  reset: {
    title: 'Reset your password',
    intro: 'We received a request to reset your Kavach password. Use this code to set a new one:',
    subject: 'password reset code',
  },
  erase: {
    title: 'Delete your account',
    intro:
      'We received a request to delete your Kavach account. Use this code to confirm it; once deleted, it can’t be brought back:',
    subject: 'account deletion code',
  },
} as const

function codeMail(
  to: string,
  name: string,
  code: string,
  purpose: keyof typeof CODE_MAIL_WORDS,
): MailMessage {
  const { title, intro, subject: what } = CODE_MAIL_WORDS[purpose]
  const subject = `${code} is your Kavach ${what}`
  const outro =
    purpose === 'erase'
      ? `The code expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, do not share it: your account stays as it is, and you may want to change your password.`
      : `The code expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this mail.`
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${intro}\n\n    ${code}\n\n${outro}\n\nKavach`,
    html: layout(
      title,
      `<p>Hi ${escapeMarkup(name)},</p><p>${intro}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;background:#eef2ff;color:#4338ca;padding:16px;text-align:center;border-radius:12px">${code}</p>
<p style="color:#475569">${outro}</p>`,
    ),
  }
}

export const verificationMail = (to: string, name: string, code: string) =>
  codeMail(to, name, code, 'verify')
export const passwordResetMail = (to: string, name: string, code: string) =>
  codeMail(to, name, code, 'reset')
export const accountErasureMail = (to: string, name: string, code: string) =>
  codeMail(to, name, code, 'erase')

/** For a register naming an email that already has an account: nothing changed, here is the way in. */
export function accountExistsMail(to: string, name: string, publicUrl: string): MailMessage {
  const signIn = `${publicUrl}/login`
  const reset = `${publicUrl}/forgot-password`
  const intro =
    'Someone, perhaps you, just tried to create a Kavach account with this email address. You already have one, and nothing about it has changed.'
  const outro = 'If it was not you, you can ignore this mail.'
  return {
    to,
    subject: 'You already have a Kavach account',
    text: `Hi ${name},\n\n${intro}\n\nSign in: ${signIn}\nForgot your password? Reset it: ${reset}\n\n${outro}\n\nKavach`,
    html: layout(
      'You already have an account',
      `<p>Hi ${escapeMarkup(name)},</p><p>${intro}</p>
<p><a href="${escapeMarkup(signIn)}">Sign in</a> · <a href="${escapeMarkup(reset)}">Reset your password</a></p>
<p style="color:#475569">${outro}</p>`,
    ),
  }
}

/** Only the shop's own words and the reference: the form lets anyone send this to any address. */
export function contactAcknowledgementMail(to: string, reference: string): MailMessage {
  const intro = `Thank you for writing to Kavach. We have received your message and will get back to you within 24 hours (Mon-Fri 9AM-6PM IST).`
  const quote = `Your reference number is ${reference}. Please quote it if you write to us about this message.`
  const outro = 'If you did not write to us, you can ignore this mail.'
  return {
    to,
    subject: `We received your message (ref. ${reference})`,
    text: `Hello,\n\n${intro}\n\n${quote}\n\n${outro}\n\nKavach Support`,
    html: layout(
      'We received your message',
      `<p>Hello,</p><p>${intro}</p><p>${escapeMarkup(quote)}</p><p style="color:#475569">${outro}</p><p>Kavach Support</p>`,
    ),
  }
}

export interface OrderMailData {
  orderNumber: string
  paymentMethod: PaymentMethod
  items: { name: string; quantity: number; lineTotal: string }[]
  subtotal: string
  discount: string | null
  shipping: string
  /** The cash-on-delivery fee, when the order has one. */
  codFee: string | null
  total: string
  address: string
  /** Where a cash-on-delivery order is confirmed by its shopper; null when it needs no confirming. */
  confirmUrl: string | null
}

export function orderConfirmationMail(to: string, name: string, order: OrderMailData): MailMessage {
  const { subject, title, intro, totalLabel } = PAYMENT_METHOD_FACTS[
    order.paymentMethod
  ].placedMail(order.orderNumber)
  const confirm = order.confirmUrl
    ? {
        text: `\n\nConfirm your order: ${order.confirmUrl}`,
        html: button('Confirm your order', order.confirmUrl),
      }
    : { text: '', html: '' }
  const rows: [string, string][] = [
    ...order.items.map((i): [string, string] => [`${i.name} × ${i.quantity}`, i.lineTotal]),
    ['Subtotal (incl. GST)', order.subtotal],
    ...(order.discount ? [['Coupon discount', `−${order.discount}`] as [string, string]] : []),
    ['Shipping', order.shipping],
    ...(order.codFee ? [['Cash on delivery fee', order.codFee] as [string, string]] : []),
    [totalLabel, order.total],
  ]
  const text = rows.map(([label, value]) => `  ${label}: ${value}`).join('\n')
  const table = rows
    .map(
      ([label, value], i) =>
        `<tr${i === rows.length - 1 ? ' style="font-weight:bold"' : ''}><td style="padding:4px 0">${escapeMarkup(label)}</td><td align="right">${escapeMarkup(value)}</td></tr>`,
    )
    .join('')
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${intro}${confirm.text}\n\n${text}\n\nShipping to: ${order.address}\n\nKavach`,
    html: layout(
      title,
      `<p>Hi ${escapeMarkup(name)},</p><p>${escapeMarkup(intro)}</p>${confirm.html}
<table role="presentation" width="100%" style="border-top:1px solid #e2e8f0;margin:16px 0">${table}</table>
<p style="color:#475569">Shipping to: ${escapeMarkup(order.address)}</p>`,
    ),
  }
}

/** What the mail of each timeline step tells the shopper; steps without a line send no mail. */
const STEP_LINES: Partial<Record<OrderEventKind, (detail: OrderEventDetail) => string>> = {
  confirmed: () => 'is confirmed',
  packed: () => 'is packed and ready to go',
  dispatched: (d) =>
    `is on its way${d.courier ? ` with ${d.courier}` : ''}${d.trackingNumber ? `. Tracking number: ${d.trackingNumber}` : ''}`,
  out_for_delivery: () =>
    'is out for delivery today. Please keep your phone at hand for the courier',
  returning: () =>
    'could not be delivered and is coming back to us. If you paid online, we refund you in full once it is back',
  returned: () => 'is back with us, undelivered, and its order is closed',
  delivered: () =>
    'has been delivered. We hope you love it! You can now rate it from your dashboard',
  cancelled: (d) =>
    `has been cancelled${d.reason ? ` (${d.reason})` : ''}. If you paid online, your refund has been started and we will email you as it moves`,
  refund_pending: (d) =>
    `is being refunded: ${formatAmount(d)} is on its way back to your original payment method and reaches it in ${REFUND_TIMES.complete}, depending on your bank`,
  refund_processed: (d) => `has been refunded: ${formatAmount(d)} has been sent back to you`,
  refund_failed: (d) =>
    `could not be refunded automatically (${formatAmount(d)}). Our team will contact you to send it another way`,
  return_opened: (d) =>
    `has a new ${d.exchange ? 'exchange' : 'return'} request, ${d.returnNumber ?? ''}. We look at it within one business day and email you how the items come back to us`,
  return_approved: (d) =>
    d.trackingNumber
      ? `can go back: return ${d.returnNumber ?? ''} is approved, and ${d.courier ?? 'our courier'} will collect it from your delivery address (AWB ${d.trackingNumber}). Please pack the items in their box`
      : `can go back: return ${d.returnNumber ?? ''} is approved. Please send the items in their box to ${PROFILE_SLOTS.returnAddress}, with the return number on the parcel`,
  return_rejected: (d) =>
    `can't go back as asked: return ${d.returnNumber ?? ''} was declined${d.reason ? ` (${d.reason})` : ''}. Reply to this email if you would like to talk it over`,
  return_picked_up: (d) => `is on its way back to us: return ${d.returnNumber ?? ''} was picked up`,
  return_received: (d) =>
    `is back with us: return ${d.returnNumber ?? ''} has reached us. Your refund or replacement is on its way, and we email you as it moves`,
  exchange_dispatched: (d) =>
    `has its replacement on the way${d.courier ? ` with ${d.courier}` : ''}${d.trackingNumber ? `. Tracking number: ${d.trackingNumber}` : ''}`,
  exchange_delivered: () => 'has its replacement delivered. We hope it fits perfectly',
  refund_paid_out: (d) =>
    `has been refunded: ${formatAmount(d)} was paid to you${d.payout ? ` by ${d.payout}` : ''}`,
  credit_note_issued: (d) =>
    `has a GST credit note${d.documentNumber ? ` ${d.documentNumber}` : ''}, ready to download from your dashboard`,
}

const formatAmount = (detail: OrderEventDetail) =>
  detail.amount === undefined ? 'the amount' : formatRupeesExact(detail.amount)

/** Whether a timeline step is mailed to the shopper. */
export const isMailedStep = (kind: OrderEventKind) => kind in STEP_LINES

/** The shopper's mail for one step of their order; one paid at the door is paid as delivered. */
export function orderStepMail(
  to: string,
  name: string,
  order: { orderNumber: string; paymentMethod: PaymentMethod },
  kind: OrderEventKind,
  detail: OrderEventDetail,
): MailMessage {
  const describe = STEP_LINES[kind]
  const paidAtDoor =
    kind === 'delivered' && PAYMENT_METHOD_FACTS[order.paymentMethod].collectsAtDoor
  const line = `Your order ${order.orderNumber} ${describe ? describe(detail) : orderEventLabel(kind, detail)}.${paidAtDoor ? ' The cash was collected, so it is paid.' : ''}`
  const subject = `Order ${order.orderNumber}: ${orderEventLabel(kind, detail)}`
  const track = detail.trackingUrl
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${line}${track ? `\n\nTrack your parcel: ${track}` : ''}\n\nKavach`,
    html: layout(
      `Order ${order.orderNumber}`,
      `<p>Hi ${escapeMarkup(name)},</p><p>${escapeMarkup(line)}</p>${track ? button('Track your parcel', track) : ''}`,
    ),
  }
}

/**
 * The courier could not deliver: why, and what the shopper may do from the order's page (another
 * attempt, or cancel) unless this was the last attempt and the parcel is coming back.
 */
export function failedDeliveryMail(
  to: string,
  name: string,
  failed: { orderNumber: string; attempt: number; reason: string; orderUrl: string; last: boolean },
): MailMessage {
  const what = `The courier could not deliver your order ${failed.orderNumber} (attempt ${failed.attempt}): ${failed.reason}.`
  const next = failed.last
    ? 'This was the last attempt, so the parcel is coming back to us. If you paid online, we refund you in full once it is back.'
    : `Tell us today what to do: ask for another attempt on a day that suits you (within ${REATTEMPT_WITHIN_DAYS} days, with a phone number the courier can reach), or cancel the delivery.`
  const action = failed.last ? 'See your order' : 'Choose what happens next'
  return {
    to,
    subject: `Order ${failed.orderNumber}: delivery attempt ${failed.attempt} failed`,
    text: `Hi ${name},\n\n${what}\n\n${next}\n\n${action}: ${failed.orderUrl}\n\nKavach`,
    html: layout(
      'We could not deliver your parcel',
      `<p>Hi ${escapeMarkup(name)},</p><p>${escapeMarkup(what)}</p><p>${escapeMarkup(next)}</p>${button(action, failed.orderUrl)}`,
    ),
  }
}

/** A payment the shop could not take, going back in full; `why` is the shopper's reason text. */
export function paymentReturnedMail(
  to: string,
  name: string,
  payment: { amount: number; why: string },
): MailMessage {
  const line = `We received your payment of ${formatRupeesExact(payment.amount)}, but ${payment.why}, so it could not buy your order. It is being refunded in full to your original payment method and reaches your account in ${REFUND_TIMES.complete}. Nothing else is needed from you.`
  return {
    to,
    subject: `Your payment of ${formatRupeesExact(payment.amount)} is being refunded`,
    text: `Hi ${name},\n\n${line}\n\nKavach`,
    html: layout(
      'Your payment is being refunded',
      `<p>Hi ${escapeMarkup(name)},</p><p>${escapeMarkup(line)}</p>`,
    ),
  }
}

/** A returned payment Razorpay would not refund: the shopper hears the shop will send it another way. */
export function paymentReturnFailedMail(to: string, name: string, amount: number): MailMessage {
  const line = `We could not refund your payment of ${formatRupeesExact(amount)} automatically. Our team will contact you within one working day to send it back another way. We are sorry for the trouble.`
  return {
    to,
    subject: `Your refund of ${formatRupeesExact(amount)} needs our help`,
    text: `Hi ${name},\n\n${line}\n\nKavach`,
    html: layout(
      'Your refund needs our help',
      `<p>Hi ${escapeMarkup(name)},</p><p>${escapeMarkup(line)}</p>`,
    ),
  }
}

export function contactReplyMail(
  to: string,
  name: string,
  subject: string,
  reply: string,
): MailMessage {
  return {
    to,
    subject: `Re: ${subject}`,
    text: `Hi ${name},\n\n${reply}\n\nKavach Support`,
    html: layout(
      `Re: ${subject}`,
      `<p>Hi ${escapeMarkup(name)},</p>${reply
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeMarkup(p).replaceAll('\n', '<br>')}</p>`)
        .join('')}<p>Kavach Support</p>`,
    ),
  }
}

/** A sold-out variant a shopper asked about can be bought again; the request ends with this mail. */
export function backInStockMail(to: string, product: string, link: string): MailMessage {
  const line = `${product} is back in stock. Units go to whoever orders first, so if you still want it, now is the time.`
  return {
    to,
    subject: `Back in stock: ${product}`,
    text: `Hi,\n\n${line}\n\n${link}\n\nYou asked us to tell you once; we won't write about it again.\n\nKavach`,
    html: layout(
      'Back in stock',
      `<p>Hi,</p><p>${escapeMarkup(line)}</p>
${button('See it in the shop', link)}
<p style="color:#475569">You asked us to tell you once; we won't write about it again.</p>`,
    ),
  }
}
