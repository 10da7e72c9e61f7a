// Sends template messages through WhatsApp's Cloud API, or, without its settings, writes each as a
// JSON file under DATA_DIR/whatsapp, as the mail folder holds mail.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  MessageAcceptedSchema,
  renderTemplate,
  templateRequest,
  type WhatsAppMessage,
} from '#domain/whatsapp.ts'
import type { Log } from '../../lib/log.ts'

export interface WhatsApp {
  /** Sends the message to `to` (91 and the number); answers the Cloud API's message id. */
  send(to: string, message: WhatsAppMessage): Promise<string>
}

export interface WhatsAppOptions {
  /** The Graph API with its version, e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string
  token?: string
  phoneNumberId?: string
  /** Where the simulator writes messages. */
  dir: string
  log: Pick<Log, 'info'>
}

/** Bounded, so a hung API can't outlast the worker's lease on the row being sent. */
const TIMEOUT_MS = 30_000

export function createWhatsApp({
  apiUrl,
  token,
  phoneNumberId,
  dir,
  log,
}: WhatsAppOptions): WhatsApp {
  if (token && phoneNumberId) {
    const endpoint = `${apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`
    return {
      async send(to, message) {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateRequest(to, message)),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        const body: unknown = await response.json().catch(() => null)
        if (!response.ok)
          throw new Error(`WhatsApp answered ${response.status}: ${graphError(body)}`)
        const accepted = MessageAcceptedSchema.safeParse(body)
        if (!accepted.success) throw new Error('WhatsApp accepted the message without an id')
        return accepted.data.messages[0]?.id ?? ''
      },
    }
  }
  return {
    async send(to, message) {
      const id = `wamid.simulated.${randomUUID()}`
      await mkdir(dir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(dir, `${stamp}-${to}-${randomBytes(3).toString('hex')}.json`)
      const written = { id, text: renderTemplate(message), request: templateRequest(to, message) }
      await writeFile(file, `${JSON.stringify(written, null, 2)}\n`)
      log.info({ to, template: message.template, file }, 'whatsapp message written')
      return id
    },
  }
}

/** The Graph API's error, `{ error: { message, code } }`, in a line. */
function graphError(body: unknown): string {
  const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error
  return typeof error?.message === 'string'
    ? `${error.message}${error.code === undefined ? '' : ` (code ${String(error.code)})`}`
    : 'no error given'
}
