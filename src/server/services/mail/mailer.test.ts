import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { startSmtpCapture } from '../../testing/smtp-capture.ts'
import { createMailer } from './mailer.ts'
import { verificationMail } from './templates.ts'

describe('createMailer', () => {
  it('writes an .eml file and logs recipient, subject and code when there is no SMTP server', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-mail-'))
    const log = { info: vi.fn() }
    const mailer = createMailer({ from: 'Kavach <no-reply@kavach.local>', mailDir, log })
    await mailer.send(verificationMail('asha@example.in', 'Asha', '482913'), { code: '482913' })

    const [file] = await readdir(mailDir)
    const eml = await readFile(path.join(mailDir, file ?? ''), 'utf8')
    expect(eml).toContain('To: asha@example.in')
    expect(eml).toContain('Subject: 482913 is your Kavach verification code')
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'asha@example.in', code: '482913' }),
      'mail written',
    )
    await rm(mailDir, { recursive: true, force: true })
  })

  it('keeps every mail of the same millisecond, each in its own file', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-mail-'))
    vi.useFakeTimers({ now: new Date('2026-11-27T01:15:49.370Z'), toFake: ['Date'] })
    const mailer = createMailer({
      from: 'Kavach <no-reply@kavach.local>',
      mailDir,
      log: { info() {} },
    })
    const codes = ['111111', '222222', '333333']
    await Promise.all(
      codes.map((code) => mailer.send(verificationMail('asha@example.in', 'Asha', code))),
    )
    vi.useRealTimers()
    const files = await readdir(mailDir)
    expect(files).toHaveLength(3)
    const bodies = await Promise.all(
      files.map((file) => readFile(path.join(mailDir, file), 'utf8')),
    )
    for (const code of codes)
      expect(bodies.some((eml) => eml.includes(`Subject: ${code}`))).toBe(true)
    await rm(mailDir, { recursive: true, force: true })
  })

  it('delivers over SMTP with HTML and plain-text bodies', async () => {
    const smtp = await startSmtpCapture()
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Kavach <no-reply@kavach.local>',
      mailDir: os.tmpdir(),
      log: { info: () => {} },
    })
    await mailer.send(verificationMail('kabir@example.in', 'Kabir', '123456'))
    const mail = await smtp.lastTo('kabir@example.in')
    expect(mail.text).toContain('123456')
    expect(mail.html).toContain('Verify your email')
    await smtp.close()
  })
})
