// Order updates on WhatsApp: which steps of an order send which approved template, with what in
// it, to which number; and the Cloud API's shapes for a message and the webhook's statuses.
import { z } from 'zod'
import { formatRupeesExact, type Paise } from './money.ts'
import type { OrderEventDetail, OrderEventKind } from './order/timeline.ts'

/**
 * The templates as approved in WhatsApp Manager, by name, with their body. A business may start a
 * conversation only with an approved template; the names, language and bodies here must match the
 * approved ones, whose {{n}} the message's parameters fill in order.
 */
export const WHATSAPP_TEMPLATES = {
  order_placed:
    'Hi {{1}}, your Kavach order {{2}} of {{3}} is confirmed. We will message you when it ships.',
  cod_confirmation:
    'Hi {{1}}, please confirm your cash-on-delivery order {{2}} of {{3}} so we can pack it: {{4}}',
  order_dispatched: 'Your Kavach order {{1}} is on its way with {{2}}, AWB {{3}}. Track it: {{4}}',
  out_for_delivery: 'Your Kavach order {{1}} is out for delivery today.',
  order_delivered: 'Your Kavach order {{1}} has been delivered. Tell us how you like it: {{2}}',
  refund_processed:
    'A refund of {{1}} for your Kavach order {{2}} is on its way to you; banks take 5-7 working days.',
} as const
export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES
export const WHATSAPP_TEMPLATE_NAMES = Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplate[]
export const WHATSAPP_LANGUAGE = 'en'

/** What an order holds that its messages may say. */
export interface WhatsAppOrder {
  orderNumber: string
  name: string
  total: Paise
  paymentMethod: 'online' | 'cod'
  /** The order's page, for the links: a path (`orderPagePath`) or a whole address. */
  url: string
}

export interface WhatsAppMessage {
  template: WhatsAppTemplate
  /** The body's parameters, in the template's order. */
  parameters: string[]
}

/** The steps of an order that send a message. */
export const WHATSAPP_STEPS: readonly OrderEventKind[] = [
  'placed',
  'dispatched',
  'out_for_delivery',
  'delivered',
  'refund_processed',
  'refund_paid_out',
]

/** The order's page, as a path: the worker puts the shop's address before it as it sends. */
export const orderPagePath = (orderNumber: string) =>
  `/dashboard/orders/${encodeURIComponent(orderNumber)}`

/** The message a step of an order sends, or null for steps that send none. */
export function whatsAppStep(
  kind: OrderEventKind,
  order: WhatsAppOrder,
  detail: OrderEventDetail,
): WhatsAppMessage | null {
  const total = formatRupeesExact(order.total)
  switch (kind) {
    case 'placed':
      return order.paymentMethod === 'cod'
        ? message('cod_confirmation', [order.name, order.orderNumber, total, order.url])
        : message('order_placed', [order.name, order.orderNumber, total])
    case 'dispatched':
      return message('order_dispatched', [
        order.orderNumber,
        detail.courier ?? 'our courier',
        detail.trackingNumber ?? '-',
        detail.trackingUrl ?? order.url,
      ])
    case 'out_for_delivery':
      return message('out_for_delivery', [order.orderNumber])
    case 'delivered':
      return message('order_delivered', [order.orderNumber, order.url])
    case 'refund_processed':
    case 'refund_paid_out':
      return detail.amount === undefined
        ? null
        : message('refund_processed', [formatRupeesExact(detail.amount), order.orderNumber])
    default:
      return null
  }
}

const message = (template: WhatsAppTemplate, parameters: string[]): WhatsAppMessage => ({
  template,
  parameters,
})

/** The text the shopper reads: the template's body with its parameters in place. */
export const renderTemplate = ({ template, parameters }: WhatsAppMessage) =>
  WHATSAPP_TEMPLATES[template].replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => parameters[Number(n) - 1] ?? '',
  )

/** The Cloud API's `to`: India's country code and the 10-digit mobile number, no plus. */
export const whatsAppNumber = (phone: string) => `91${phone.replace(/\D/g, '').slice(-10)}`

/** The Cloud API's body for a template message. */
export function templateRequest(to: string, { template, parameters }: WhatsAppMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template,
      language: { code: WHATSAPP_LANGUAGE },
      components: [
        { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
      ],
    },
  } as const
}

/** The Cloud API's answer to a message it accepted: the message's id, `wamid.…`. */
export const MessageAcceptedSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })).optional(),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
})

/** Where a message is, as the webhook reports it; `queued` until the API accepts it. */
export const WHATSAPP_STATUSES = [
  'queued',
  'skipped',
  'sent',
  'delivered',
  'read',
  'failed',
] as const
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number]

const REPORTED = ['sent', 'delivered', 'read', 'failed'] as const
/** Later reports never move a message back: read stays read if "delivered" arrives after it. */
export const statusRank = (status: WhatsAppStatus) =>
  status === 'failed' ? 99 : WHATSAPP_STATUSES.indexOf(status)

const StatusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(REPORTED),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().max(20).optional(),
  errors: z.array(z.object({ code: z.number(), title: z.string().max(500) })).optional(),
})

/** The webhook's body: only `statuses` are read; messages from shoppers are not taken here. */
export const WhatsAppWebhookSchema = z.object({
  object: z.literal('whatsapp_business_account', { error: 'Not a WhatsApp Business event' }),
  entry: z
    .array(
      z.object({
        id: z.string(),
        changes: z.array(
          z.object({
            field: z.string(),
            value: z.object({ statuses: z.array(StatusSchema).max(1000).optional() }).loose(),
          }),
        ),
      }),
    )
    .max(100),
})
export type WhatsAppWebhook = z.infer<typeof WhatsAppWebhookSchema>

/** What the shop answers the webhook: how many reports moved a message on. */
export const WhatsAppWebhookAnswerSchema = z.object({ recorded: z.number().int() })

/** The webhook's verification request: Meta sends it once, when the URL is set up. */
export const WhatsAppVerifySchema = z.object({
  'hub.mode': z.literal('subscribe', { error: 'hub.mode must be subscribe' }),
  'hub.verify_token': z.string().min(1).max(200),
  'hub.challenge': z.string().min(1).max(200),
})
