// The header's navigation, shared by the desktop bar and the mobile menu.
import { CATEGORY_LABELS, SUBCATEGORIES, SUBCATEGORY_LABELS } from '#domain/product/catalogue.ts'
import { shopPath } from '../../paths.ts'

export interface NavLinkItem {
  label: string
  to: string
}

export interface NavGroup {
  label: string
  items: NavLinkItem[]
}

export type NavEntry = NavLinkItem | NavGroup

export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Shop',
    items: [
      { label: 'All Products', to: shopPath.all },
      ...(['cases', 'tempered-glass', 'chargers', 'accessories'] as const).map((category) => ({
        label: CATEGORY_LABELS[category],
        to: shopPath.category(category),
      })),
    ],
  },
  { label: 'New Arrivals', to: shopPath.filter('new') },
  { label: 'Gifts', to: shopPath.filter('gifts') },
  {
    label: CATEGORY_LABELS['work-essentials'],
    items: [
      {
        label: `All ${CATEGORY_LABELS['work-essentials']}`,
        to: shopPath.category('work-essentials'),
      },
      ...SUBCATEGORIES.map((subcategory) => ({
        label: SUBCATEGORY_LABELS[subcategory],
        to: shopPath.category('work-essentials', subcategory),
      })),
    ],
  },
]

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry
}
