// The alerts and confirms a page raises, accepted as a shopper or admin would click OK.
import { expect, type Page } from '@playwright/test'

/** Accepts every alert and confirm, keeping their texts for the test to read. */
export function collectDialogs(page: Page) {
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.accept()
  })
  return { messages, last: () => expect.poll(() => messages.at(-1)) }
}
