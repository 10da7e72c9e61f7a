// The banner gallery: its categories, the images the carousels show, and what the
// admin gallery sends and is answered.
import { z } from 'zod'

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

export const GALLERY_MESSAGES = {
  chooseCategory: 'Please choose a gallery category',
  unknownCategory: 'Unknown gallery category',
  noImages: 'Please select images to upload',
  uploaded: 'Images uploaded successfully!',
  deleted: 'Image deleted successfully!',
  notFound: 'Image not found',
} as const

export const GalleryCategorySchema = z.enum(GALLERY_CATEGORIES, {
  error: GALLERY_MESSAGES.unknownCategory,
})

export const GalleryCategoryParamsSchema = z.object({ category: GalleryCategorySchema })

/** Which way the admin moves an image in its carousel's order. */
export const GALLERY_MOVES = ['earlier', 'later'] as const
export type GalleryMove = (typeof GALLERY_MOVES)[number]

export const GalleryMoveSchema = z.object({
  direction: z.enum(GALLERY_MOVES, { error: 'direction is earlier or later' }),
})

export const GalleryImageSchema = z.object({
  _id: z.string(),
  url: z.string(),
  category: GalleryCategorySchema,
  order: z.number().int(),
  createdAt: z.string(),
})
export type GalleryImage = z.infer<typeof GalleryImageSchema>

export const GalleryImagesResponseSchema = z.object({ images: z.array(GalleryImageSchema) })
export type GalleryImagesResponse = z.infer<typeof GalleryImagesResponseSchema>

export const GalleryUploadResponseSchema = GalleryImagesResponseSchema.extend({
  message: z.string(),
})

export const GalleryStatsSchema = z.object({
  totalImages: z.number().int(),
  imagesByCategory: z.record(z.string(), z.number().int()),
})
export type GalleryStats = z.infer<typeof GalleryStatsSchema>
