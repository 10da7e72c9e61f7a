import { Send } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { type AdminContact, ContactReplySchema, REPLY_SENT } from '#domain/contact.ts'
import { Button } from '#web/components/ui/button.tsx'
import { TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { sendReply } from './message-api.ts'

const REPLY_MAX = ContactReplySchema.shape.reply.maxLength ?? undefined

/** Mails the customer; the server then moves the message to in progress. */
export function ReplyForm({
  contact,
  onReplied,
}: {
  contact: AdminContact
  onReplied(contact: AdminContact): void
}) {
  const [reply, setReply] = useState('')
  const [sending, setSending] = useState(false)
  const text = reply.trim()

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!text) return
    setSending(true)
    try {
      const updated = await sendReply(contact, text)
      setReply('')
      onReplied(updated)
      window.alert(REPLY_SENT)
    } catch {
      window.alert('Failed to send reply')
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={send} className="space-y-3 rounded-xl bg-slate-50 p-4">
      <TextAreaField
        label="Admin Reply"
        rows={4}
        maxLength={REPLY_MAX}
        placeholder="Type your reply to the customer..."
        value={reply}
        onChange={(e) => setReply(e.target.value)}
      />
      <Button type="submit" disabled={!text} busy={sending} busyText="Sending...">
        <Send aria-hidden className="h-4 w-4" /> Send Reply
      </Button>
    </form>
  )
}
