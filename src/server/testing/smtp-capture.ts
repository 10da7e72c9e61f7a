// A real SMTP server on loopback that keeps every message it receives, for tests that read mail.
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  to: string
  subject: string
  text: string
  html: string
}

export async function startSmtpCapture() {
  const messages: CapturedMail[] = []
  const waiting: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          })
          waiting.splice(0).forEach((wake) => wake())
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The newest mail to `to` (waiting up to 5 s for one to arrive). */
    async lastTo(to: string): Promise<CapturedMail> {
      const [last] = (await this.allTo(to, 1)).slice(-1)
      return last as CapturedMail
    },
    /** Every mail to `to`, once at least `count` have arrived (waiting up to 5 s). */
    async allTo(to: string, count: number): Promise<CapturedMail[]> {
      const deadline = Date.now() + 5_000
      for (;;) {
        const found = messages.filter((m) => m.to === to)
        if (found.length >= count) return found
        if (Date.now() > deadline) throw new Error(`Fewer than ${count} mails to ${to}`)
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>

export function codeIn(mail: CapturedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text)
  if (!match?.[1]) throw new Error(`No code in mail "${mail.subject}"`)
  return match[1]
}
