import { useEffect, useState } from 'react'
import type { AdminMail, FailingMailResponse } from '#domain/failing-mail.ts'
import { api } from '#web/lib/api-client.ts'

/** Mail the shop keeps failing to send; null while loading, an empty list when it can't tell. */
export function useFailingMail() {
  const [mails, setMails] = useState<AdminMail[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    api<FailingMailResponse>('/admin/mail?status=failing', { signal: controller.signal })
      .then((data) => setMails(data.mails))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Failed to fetch failing mail', error)
        setMails([])
      })
    return () => controller.abort()
  }, [])
  return mails
}
