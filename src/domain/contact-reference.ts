/** The short reference a sender and staff quote for one contact message, taken from its id. */
export function contactReference(messageId: string): string {
  return `KV-${messageId.replaceAll('-', '').slice(0, 8).toUpperCase()}`
}
