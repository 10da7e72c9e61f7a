// A real SMTP server on loopback that keeps every message it receives, for tests that read mail.
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  to: string
  subject: string
  text: string
  html: string
  /** Each header as sent, by its lower-case name. */
  headers: Record<string, string>
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
            headers: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [
                key,
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
            ),
          })
          waiting.splice(0).forEach((wake) => wake())
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  async function arrived(to: string, subject: string | RegExp | undefined, count: number) {
    const deadline = Date.now() + 5_000
    const wanted = (m: CapturedMail) =>
      m.to === to &&
      (subject === undefined ||
        (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)))
    for (;;) {
      const found = messages.filter(wanted)
      if (found.length >= count) return found
      if (Date.now() > deadline) {
        throw new Error(
          `Fewer than ${count} mails to ${to}${subject ? ` about ${String(subject)}` : ''}`,
        )
      }
      await new Promise<void>((resolve) => {
        waiting.push(resolve)
        setTimeout(resolve, 200)
      })
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /**
     * The newest mail to `to`, with a subject matching `subject` when given, waiting up to 5 s for
     * one to arrive: mail leaves through the outbox, after the request that caused it has answered.
     */
    async lastTo(to: string, subject?: string | RegExp): Promise<CapturedMail> {
      const found = await arrived(to, subject, 1)
      return found[found.length - 1] as CapturedMail
    },
    /** Every mail to `to`, once at least `count` have arrived (waiting up to 5 s). */
    allTo: (to: string, count: number) => arrived(to, undefined, count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>

export function codeIn(mail: CapturedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text)
  if (!match?.[1]) throw new Error(`No code in mail "${mail.subject}"`)
  return match[1]
}
