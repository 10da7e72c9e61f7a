import type { GalleryCategory } from '../gallery.ts'
import { CATEGORY_LABELS, isSubcategory, SUBCATEGORY_LABELS } from './catalogue.ts'

export interface ShopSection {
  filter?: string
  category?: string
  subcategory?: string
  /** A phone model's slug: the shop for that phone, /shop/phone/<slug>. */
  phone?: string
}

/** The shop's title and subtitle for a filter or category. */
export function shopHeading({ filter, category, subcategory }: ShopSection) {
  if (filter === 'new')
    return { title: 'New Arrivals', subtitle: 'The latest cases, chargers and gear, just in' }
  if (filter === 'gifts')
    return { title: 'Perfect Gifts', subtitle: 'Thoughtful picks for the people you love' }
  switch (category) {
    case 'work-essentials':
      return {
        title:
          subcategory && isSubcategory(subcategory)
            ? SUBCATEGORY_LABELS[subcategory]
            : CATEGORY_LABELS['work-essentials'],
        subtitle: 'Tools for a tidier, more productive workspace',
      }
    case 'cases':
      return { title: 'Premium Cases', subtitle: 'Protection that looks as good as your phone' }
    case 'tempered-glass':
      return {
        title: CATEGORY_LABELS['tempered-glass'],
        subtitle: 'Edge-to-edge screen protection',
      }
    case 'chargers':
      return { title: 'Chargers & Power', subtitle: 'Fast, safe power at home and on the move' }
    case 'accessories':
      return { title: 'Mobile Accessories', subtitle: 'Audio, stands, mounts and more' }
    default:
      return { title: 'Premium Collection', subtitle: 'Everything Kavach makes, in one place' }
  }
}

/** The title and subtitle of the shop for one phone model. */
export function phoneHeading(model: string) {
  return {
    title: `${model} Accessories`,
    subtitle: `Cases, tempered glass and more that fit the ${model}`,
  }
}

/** The heading of the shop for a phone model the shop does not know (or no longer lists). */
export const UNKNOWN_PHONE_HEADING = {
  title: 'Phone Model Not Found',
  subtitle: 'We could not find that phone. Choose yours from the list to see what fits it.',
}

/** The banners a shop section shows. */
export function galleryCategoryOf({ filter, category }: ShopSection): GalleryCategory {
  if (filter === 'new') return 'new-arrivals'
  if (filter === 'gifts') return 'gifts'
  return category === 'work-essentials' ? 'work-essentials' : 'shop'
}
