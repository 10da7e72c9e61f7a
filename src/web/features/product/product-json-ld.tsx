import { paiseToRupees, rupeesToPaise } from '#domain/money.ts'
import { displayPrice } from '#domain/pricing.ts'
import type { Product, Variant } from '#domain/product/product.ts'

/** schema.org Product data, so search engines can show price, stock and rating: the chosen variant's. */
export function ProductJsonLd({ product, variant }: { product: Product; variant?: Variant }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: new URL(product.image, window.location.origin).href,
    brand: { '@type': 'Brand', name: product.brand },
    description: product.features.join('. '),
    aggregateRating:
      product.reviews > 0
        ? { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews }
        : undefined,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: paiseToRupees(
        displayPrice(rupeesToPaise((variant ?? product).price), product.gstRate),
      ).toFixed(2),
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      url: window.location.href,
    },
  }
  // '<' is escaped, so no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
