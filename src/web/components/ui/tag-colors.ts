import type { TagColor } from '#domain/product/catalogue.ts'

/** Written out in full so Tailwind keeps every class. */
export const TAG_CLASSES: Record<TagColor, string> = {
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  pink: 'bg-pink-100 text-pink-800',
}
