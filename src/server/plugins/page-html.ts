// Writes a page into the built index.html: its head (services/page-heads.ts) in place of the shell's
// own title and share tags between its `<!-- page-head -->` markers, and its server-rendered body.
import { jsonLdText } from '#domain/product/product-json-ld.ts'
import { escapeMarkup } from '../lib/escape-markup.ts'
import type { PageHead } from '../services/page-heads.ts'

const START = '<!-- page-head -->'
const END = '<!-- /page-head -->'

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`

function headTags(head: PageHead, origin: string): string[] {
  const url = new URL(head.path, origin).href
  const image = new URL(head.image, origin).href
  return [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', 'Kavach'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(head.price
      ? [
          meta('property', 'product:price:amount', head.price),
          meta('property', 'product:price:currency', 'INR'),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.preloadImage
      ? [
          `<link rel="preload" as="image" href="${escapeMarkup(head.preloadImage)}" fetchpriority="high" />`,
        ]
      : []),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${jsonLdText(head.jsonLd)}</script>`]
      : []),
  ]
}

/** The shell with the page's head in it; the shell as it is when it has no markers. */
export function withPageHead(shell: string, head: PageHead, origin: string): string {
  const start = shell.indexOf(START)
  const end = shell.indexOf(END)
  if (start < 0 || end < start) return shell
  return `${shell.slice(0, start)}${headTags(head, origin).join('\n    ')}${shell.slice(end + END.length)}`
}

/** index.html's root, empty until a script or the server's render fills it. */
const EMPTY_ROOT = '<div id="root"></div>'

/** The shell with the rendered page (web/entry-server.tsx) in its empty root. */
export function withPageBody(shell: string, root: string): string {
  // A function, so no `$&` in a product's name is read as a replacement pattern.
  return shell.replace(EMPTY_ROOT, () => root)
}
