// One test file's app whose mail goes to a capturing SMTP server on loopback, set up before the
// file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest'
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts'
import { createTestApp, type TestApp } from './test-app.ts'

interface MailingApp {
  t: TestApp
  smtp: SmtpCapture
}

/** Read its fields inside hooks and tests. */
export function useMailingApp(env: Record<string, string> = {}): MailingApp {
  let shop: MailingApp | undefined
  beforeAll(async () => {
    const smtp = await startSmtpCapture()
    shop = { smtp, t: await createTestApp({ SMTP_URL: smtp.url, ...env }) }
  })
  afterAll(async () => {
    await shop?.t.close()
    await shop?.smtp.close()
  })
  const ready = () => {
    if (!shop) throw new Error('The mailing app is used before its beforeAll ran')
    return shop
  }
  return {
    get t() {
      return ready().t
    },
    get smtp() {
      return ready().smtp
    },
  }
}
