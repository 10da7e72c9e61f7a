// Sends mail over SMTP, or, without SMTP_URL, writes each message as an .eml file under DATA_DIR/mail.
import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Log } from '../../lib/log.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** A stable Message-ID, so a resent copy is recognisable as the same mail. */
  messageId?: string
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>
}

export interface Mailer {
  /** `logHint` goes to the log when mail is written to files (e.g. a one-time code). */
  send(message: MailMessage, logHint?: Record<string, string>): Promise<void>
}

export interface MailerOptions {
  smtpUrl?: string
  from: string
  mailDir: string
  log: Pick<Log, 'info'>
}

export function createMailer({ smtpUrl, from, mailDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Bounded, so a hung server can't outlast the outbox worker's lease on the row being sent.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    })
    return {
      async send(message) {
        await transport.sendMail({ from, ...message })
      },
    }
  }

  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message, logHint) {
      const info = await files.sendMail({ from, ...message })
      await mkdir(mailDir, { recursive: true })
      // The time sorts the folder; the suffix keeps two mails of one millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const name = `${stamp}-${slug(message.to)}-${randomBytes(3).toString('hex')}.eml`
      const file = path.join(mailDir, name)
      // Written whole under a name nobody looks for, then renamed: a reader of the folder never
      // opens a mail half written.
      const partial = path.join(mailDir, `.${randomBytes(6).toString('hex')}.partial`)
      await writeFile(partial, info.message as Buffer)
      await rename(partial, file)
      log.info({ to: message.to, subject: message.subject, ...logHint, file }, 'mail written')
    },
  }
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
}
