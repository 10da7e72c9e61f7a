import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { singleLineText } from '#domain/text.ts'
import {
  GALLERY_MESSAGES,
  GalleryCategorySchema,
  GalleryImagesResponseSchema,
  GalleryMoveSchema,
  GalleryStatsSchema,
  GalleryUploadResponseSchema,
} from '#domain/gallery.ts'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import { badRequest } from '../../lib/http-error.ts'
import {
  addGalleryImages,
  allGalleryImages,
  deleteGalleryImage,
  galleryStats,
  moveGalleryImage,
} from '../../services/admin/gallery.ts'
import { removeUpload, storeImage } from '../../services/uploads.ts'

const gallery: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/admin/gallery',
    { schema: { response: { 200: GalleryImagesResponseSchema } } },
    async () => ({ images: await allGalleryImages(db) }),
  )
  app.get('/admin/gallery/stats', { schema: { response: { 200: GalleryStatsSchema } } }, async () =>
    galleryStats(db),
  )

  // Files are checked one by one as they stream in; nothing is stored unless all of them pass.
  app.post(
    '/admin/gallery/upload',
    { schema: { response: { 201: GalleryUploadResponseSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the images as multipart form data')
      const files: Buffer[] = []
      let category: unknown
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'images') files.push(await part.toBuffer())
          else await part.toBuffer()
        } else if (part.fieldname === 'category') {
          category = part.value
        }
      }
      const parsed = GalleryCategorySchema.safeParse(category)
      if (!parsed.success) throw badRequest(GALLERY_MESSAGES.chooseCategory)
      if (files.length === 0) throw badRequest(GALLERY_MESSAGES.noImages)
      const urls: string[] = []
      try {
        for (const file of files) urls.push(await storeImage(app.config.dataDir, 'gallery', file))
      } catch (error) {
        await Promise.all(urls.map((url) => removeUpload(app.config.dataDir, url)))
        throw error
      }
      return reply.status(201).send({
        message: GALLERY_MESSAGES.uploaded,
        images: await addGalleryImages(db, parsed.data, urls),
      })
    },
  )

  app.put(
    '/admin/gallery/:id/move',
    {
      schema: {
        params: IdParamsSchema,
        body: GalleryMoveSchema,
        response: { 200: GalleryImagesResponseSchema },
      },
    },
    async (request) => ({
      images: await moveGalleryImage(db, request.params.id, request.body.direction),
    }),
  )

  app.delete(
    '/admin/gallery/:id',
    {
      schema: {
        params: IdParamsSchema,
        // The admin client sends the image's URL too; the stored one is what gets removed.
        body: z.object({ imageUrl: singleLineText('imageUrl').optional() }).nullish(),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const image = await deleteGalleryImage(db, request.params.id)
      await removeUpload(app.config.dataDir, image.url)
      return { message: GALLERY_MESSAGES.deleted }
    },
  )
}

export default gallery
