// Banner images per gallery category, in the order the carousels show them.
import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm'
import {
  GALLERY_MESSAGES,
  type GalleryCategory,
  type GalleryMove,
  type GalleryStats,
} from '#domain/gallery.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { galleryImages } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-error.ts'
import { toApiGalleryImage } from '../catalogue.ts'

export async function allGalleryImages(db: DbOrTx) {
  const rows = await db
    .select()
    .from(galleryImages)
    .orderBy(
      asc(galleryImages.category),
      asc(galleryImages.sortOrder),
      asc(galleryImages.createdAt),
    )
  return rows.map(toApiGalleryImage)
}

export async function galleryStats(db: Db): Promise<GalleryStats> {
  const rows = await db
    .select({ category: galleryImages.category, images: count() })
    .from(galleryImages)
    .groupBy(galleryImages.category)
  const imagesByCategory = Object.fromEntries(rows.map((r) => [r.category, r.images]))
  return {
    totalImages: rows.reduce((sum, r) => sum + r.images, 0),
    imagesByCategory,
  }
}

/** New images go after the category's last one, in the order they were picked. */
export async function addGalleryImages(db: Db, category: GalleryCategory, urls: string[]) {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sortOrder: galleryImages.sortOrder })
      .from(galleryImages)
      .where(eq(galleryImages.category, category))
      .orderBy(desc(galleryImages.sortOrder))
      .limit(1)
    const start = (last?.sortOrder ?? -1) + 1
    const rows = await tx
      .insert(galleryImages)
      .values(urls.map((url, i) => ({ url, category, sortOrder: start + i })))
      .returning()
    return rows.map(toApiGalleryImage)
  })
}

export async function deleteGalleryImage(db: Db, id: string) {
  const [row] = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning()
  if (!row) throw notFound(GALLERY_MESSAGES.notFound)
  return row
}

/** Swaps the image with its neighbour in the carousel order. */
export async function moveGalleryImage(db: Db, id: string, direction: GalleryMove) {
  return db.transaction(async (tx) => {
    const [image] = await tx.select().from(galleryImages).where(eq(galleryImages.id, id))
    if (!image) throw notFound(GALLERY_MESSAGES.notFound)
    const [neighbour] = await tx
      .select()
      .from(galleryImages)
      .where(
        and(
          eq(galleryImages.category, image.category),
          direction === 'earlier'
            ? lt(galleryImages.sortOrder, image.sortOrder)
            : gt(galleryImages.sortOrder, image.sortOrder),
        ),
      )
      .orderBy(
        direction === 'earlier' ? desc(galleryImages.sortOrder) : asc(galleryImages.sortOrder),
      )
      .limit(1)
    if (neighbour) {
      await tx
        .update(galleryImages)
        .set({ sortOrder: neighbour.sortOrder })
        .where(eq(galleryImages.id, image.id))
      await tx
        .update(galleryImages)
        .set({ sortOrder: image.sortOrder })
        .where(eq(galleryImages.id, neighbour.id))
    }
    return allGalleryImages(tx)
  })
}
