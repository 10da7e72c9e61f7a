// The shop's mail, each as a subject with branded HTML and a plain-text body.
import { SITE_CONTACT } from '#domain/business.ts'
import type { MailMessage } from './mailer.ts'

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#4f46e5;color:#ffffff;padding:20px 28px;font-size:22px;font-weight:bold">Kavach</td></tr>
<tr><td style="padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;color:#64748b;font-size:12px">${SITE_CONTACT.business} · Bengaluru, India · ${SITE_CONTACT.email}</td></tr>
</table></td></tr></table></body></html>`
}

function codeMail(
  to: string,
  name: string,
  code: string,
  purpose: 'verify' | 'reset',
): MailMessage {
  const title = purpose === 'verify' ? 'Verify your email' : 'Reset your password'
  const intro =
    purpose === 'verify'
      ? 'Welcome to Kavach! Use this code to verify your email address:'
      : 'We received a request to reset your Kavach password. Use this code to set a new one:'
  const subject =
    purpose === 'verify'
      ? `${code} is your Kavach verification code`
      : `${code} is your Kavach password reset code`
  const outro =
    'The code expires in 10 minutes. If you did not ask for it, you can ignore this mail.'
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${intro}\n\n    ${code}\n\n${outro}\n\nKavach`,
    html: layout(
      title,
      `<p>Hi ${escapeHtml(name)},</p><p>${intro}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;background:#eef2ff;color:#4338ca;padding:16px;text-align:center;border-radius:12px">${code}</p>
<p style="color:#475569">${outro}</p>`,
    ),
  }
}

export const verificationMail = (to: string, name: string, code: string) =>
  codeMail(to, name, code, 'verify')
export const passwordResetMail = (to: string, name: string, code: string) =>
  codeMail(to, name, code, 'reset')

export function contactAcknowledgementMail(to: string, name: string, subject: string): MailMessage {
  const intro = `Thank you for writing to Kavach. We have received your message "${subject}" and will get back to you within 24 hours (Mon-Fri 9AM-6PM IST).`
  return {
    to,
    subject: `We received your message: ${subject}`,
    text: `Hi ${name},\n\n${intro}\n\nKavach Support`,
    html: layout(
      'We received your message',
      `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p><p>Kavach Support</p>`,
    ),
  }
}
