// What a page says of itself to tabs, search engines and link previews (WhatsApp, X, Facebook):
// its title and description, written once for the page itself and the server that sends it.
import type { Product } from './product/product.ts'

export const SITE_NAME = 'Kavach'

export const fullTitle = (title: string) => `${title} | ${SITE_NAME}`

export const HOME_META = {
  title: 'Phone and work accessories',
  description:
    'Premium phone cases, tempered glass, chargers, accessories and work essentials, delivered across India.',
}

export const productDescription = (product: Pick<Product, 'brand' | 'name' | 'features'>) =>
  `${product.brand} ${product.name}: ${product.features.slice(0, 2).join(', ')}.`
