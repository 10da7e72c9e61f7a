import { useEffect } from 'react'
import type { Product, Variant } from '#domain/product/product.ts'
import { jsonLdText, productJsonLd } from '#domain/product/product-json-ld.ts'
import { useHydrated } from '#web/lib/page-data.tsx'

/** The chosen variant's schema.org Product data; it replaces the one the server put in the head. */
export function ProductJsonLd({
  product,
  variant,
}: {
  product: Product & { description?: string | null }
  variant?: Variant
}) {
  useEffect(() => {
    for (const sent of document.head.querySelectorAll('script[type="application/ld+json"]'))
      sent.remove()
  }, [])
  // It names the page's address, which the server's render leaves to the head's copy.
  if (!useHydrated()) return null
  const data = productJsonLd(product, {
    pageUrl: window.location.href,
    origin: window.location.origin,
    variant,
  })
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}
