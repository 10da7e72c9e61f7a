// schema.org Product data for a product page, so search engines and link previews can show its
// price, stock and rating: written by the server into the page it sends and by the page itself.
import { paiseToRupees, rupeesToPaise } from '../money.ts'
import { displayPrice } from '../pricing.ts'
import { descriptionSummary } from './description.ts'
import type { Product, Variant } from './product.ts'

/** The shelf price shoppers see, in rupees with two decimals: the variant's when one is chosen. */
export const shelfPriceText = (product: Product, variant?: Variant) =>
  paiseToRupees(displayPrice(rupeesToPaise((variant ?? product).price), product.gstRate)).toFixed(2)

/** `pageUrl` and `origin` make the links absolute, as schema.org and previews want them. */
export function productJsonLd(
  product: Product & { description?: string | null },
  { pageUrl, origin, variant }: { pageUrl: string; origin: string; variant?: Variant },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: new URL(variant?.image ?? product.image, origin).href,
    brand: { '@type': 'Brand', name: product.brand },
    description: product.description
      ? descriptionSummary(product.description)
      : product.features.join('. '),
    aggregateRating:
      product.reviews > 0
        ? { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews }
        : undefined,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: shelfPriceText(product, variant),
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      url: pageUrl,
    },
  }
}

/** The data as a script's text: '<' escaped, so nothing in it can close the script element. */
export const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')
