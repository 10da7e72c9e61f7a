// The automated WCAG 2.1 A/AA checks (axe-core) the journeys hold a page to.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** What axe finds wrong on the page as it stands, one line per rule with the elements it names. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
}
