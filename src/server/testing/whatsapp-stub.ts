// A stand-in for WhatsApp's Cloud API on loopback, speaking its shapes: template messages in at
// /{version}/{phone-number-id}/messages with a bearer token, `wamid.…` ids out, Graph errors.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hmacHex } from '../services/payments/signatures.ts'

export const STUB_WHATSAPP_TOKEN = 'EAAstubtoken'
export const STUB_PHONE_NUMBER_ID = '106540352242922'
export const STUB_APP_SECRET = 'stub_whatsapp_app_secret'
export const STUB_VERIFY_TOKEN = 'stub-verify-token'

export interface SentTemplate {
  id: string
  to: string
  template: string
  language: string
  parameters: string[]
}

interface TemplateBody {
  messaging_product?: unknown
  to?: unknown
  type?: unknown
  template?: {
    name?: unknown
    language?: { code?: unknown }
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[]
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startWhatsAppStub() {
  const sent: SentTemplate[] = []
  let failures: { status: number; message: string; code: number }[] = []

  const server = createServer((req, res) => {
    void (async () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      const graphError = (status: number, message: string, code: number) =>
        reply(status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'Astub' } })
      if (req.method !== 'POST' || req.url !== `/v21.0/${STUB_PHONE_NUMBER_ID}/messages`) {
        return graphError(404, 'Unknown path components', 2500)
      }
      if (req.headers.authorization !== `Bearer ${STUB_WHATSAPP_TOKEN}`) {
        return graphError(401, 'Invalid OAuth access token', 190)
      }
      const failure = failures.shift()
      if (failure) return graphError(failure.status, failure.message, failure.code)
      const body = JSON.parse(await readBody(req)) as TemplateBody
      const template = body.template
      const parameters = template?.components?.find((c) => c.type === 'body')?.parameters ?? []
      if (
        body.messaging_product !== 'whatsapp' ||
        body.type !== 'template' ||
        typeof body.to !== 'string' ||
        !/^91[6-9]\d{9}$/.test(body.to) ||
        typeof template?.name !== 'string' ||
        typeof template.language?.code !== 'string' ||
        parameters.some((p) => p.type !== 'text' || typeof p.text !== 'string')
      ) {
        return graphError(400, '(#100) Invalid parameter', 100)
      }
      const id = `wamid.${randomBytes(12).toString('base64url')}`
      sent.push({
        id,
        to: body.to,
        template: template.name,
        language: template.language.code,
        parameters: parameters.map((p) => String(p.text)),
      })
      reply(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    sent,
    env: {
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
      WHATSAPP_TOKEN: STUB_WHATSAPP_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: STUB_PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: STUB_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: STUB_VERIFY_TOKEN,
    },
    /** The next `times` messages are refused as the API refuses them. */
    failNext(times: number, status = 503, message = 'Service temporarily unavailable', code = 2) {
      failures = Array.from({ length: times }, () => ({ status, message, code }))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Signs a webhook body as Meta does, with the app secret: `sha256=<hex>`. */
export const metaSignature = (body: string) => `sha256=${hmacHex(STUB_APP_SECRET, body)}`
