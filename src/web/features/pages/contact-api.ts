// The contact form's one call: the shopper's message, to the shop's inbox.
import type { ContactInput } from '#domain/contact.ts'
import { api } from '#web/lib/api-client.ts'

export const submitContact = (input: ContactInput) =>
  api('/contact/submit', { method: 'POST', body: input })
