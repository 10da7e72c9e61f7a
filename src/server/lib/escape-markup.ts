/** Text made safe inside HTML or XML, in an element or a quoted attribute. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
