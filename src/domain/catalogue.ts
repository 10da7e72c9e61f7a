// The catalogue's fixed vocabulary (spec §3, §9): categories, subcategories, tag colours, banners.

export const CATEGORIES = [
  'cases',
  'tempered-glass',
  'chargers',
  'accessories',
  'work-essentials',
] as const
export type Category = (typeof CATEGORIES)[number]

export const CATEGORY_LABELS: Record<Category, string> = {
  cases: 'Cases',
  'tempered-glass': 'Tempered Glass',
  chargers: 'Chargers',
  accessories: 'Accessories',
  'work-essentials': 'Work Essentials',
}

/** Subcategories exist only under work-essentials. */
export const SUBCATEGORIES = [
  'laptop-accessories',
  'desk-setup',
  'cable-management',
  'productivity-tools',
] as const
export type Subcategory = (typeof SUBCATEGORIES)[number]

export const SUBCATEGORY_LABELS: Record<Subcategory, string> = {
  'laptop-accessories': 'Laptop Accessories',
  'desk-setup': 'Desk Setup',
  'cable-management': 'Cable Management',
  'productivity-tools': 'Productivity Tools',
}

export const SHOP_FILTERS = ['new', 'gifts'] as const
export type ShopFilter = (typeof SHOP_FILTERS)[number]

export const TAG_COLORS = ['green', 'red', 'yellow', 'blue', 'purple', 'pink'] as const
export type TagColor = (typeof TAG_COLORS)[number]
export interface ColoredTag {
  label: string
  color: TagColor
}

export const GALLERY_CATEGORIES = ['shop', 'new-arrivals', 'gifts', 'work-essentials'] as const
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]

export const GALLERY_CATEGORY_INFO: Record<
  GalleryCategory,
  { label: string; description: string }
> = {
  shop: { label: 'Shop', description: 'Main shop page banners' },
  'new-arrivals': { label: 'New Arrivals', description: 'New products showcase' },
  gifts: { label: 'Gifts', description: 'Gift collection banners' },
  'work-essentials': {
    label: 'Work Essentials',
    description: 'Professional workspace banners',
  },
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value)
}

export function isSubcategory(value: string): value is Subcategory {
  return (SUBCATEGORIES as readonly string[]).includes(value)
}
