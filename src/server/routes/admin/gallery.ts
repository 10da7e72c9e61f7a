import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { singleLineText } from '#domain/schemas/text.ts'
import { GALLERY_CATEGORIES } from '#domain/catalogue.ts'
import { GalleryMoveSchema, IdParamsSchema } from '#domain/schemas/admin.ts'
import { badRequest } from '../../lib/http-error.ts'
import {
  addGalleryImages,
  allGalleryImages,
  deleteGalleryImage,
  galleryStats,
  moveGalleryImage,
} from '../../services/admin/gallery.ts'
import { removeUpload, storeImage } from '../../services/uploads.ts'

const Category = z.enum(GALLERY_CATEGORIES, { error: 'Please choose a gallery category' })

const gallery: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get('/admin/gallery', async () => ({ images: await allGalleryImages(db) }))
  app.get('/admin/gallery/stats', async () => galleryStats(db))

  // Files are checked one by one as they stream in; nothing is stored unless all of them pass.
  app.post('/admin/gallery/upload', async (request, reply) => {
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
    const parsed = Category.safeParse(category)
    if (!parsed.success) throw badRequest('Please choose a gallery category')
    if (files.length === 0) throw badRequest('Please select images to upload')
    const urls: string[] = []
    try {
      for (const file of files) urls.push(await storeImage(app.config.dataDir, 'gallery', file))
    } catch (error) {
      await Promise.all(urls.map((url) => removeUpload(app.config.dataDir, url)))
      throw error
    }
    return reply.status(201).send({
      message: 'Images uploaded successfully!',
      images: await addGalleryImages(db, parsed.data, urls),
    })
  })

  app.put(
    '/admin/gallery/:id/move',
    { schema: { params: IdParamsSchema, body: GalleryMoveSchema } },
    async (request) => ({
      images: await moveGalleryImage(db, request.params.id, request.body.direction),
    }),
  )

  app.delete(
    '/admin/gallery/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: z.object({ imageUrl: singleLineText('imageUrl').optional() }).optional(),
      },
    },
    async (request) => {
      const image = await deleteGalleryImage(db, request.params.id)
      await removeUpload(app.config.dataDir, image.url)
      return { message: 'Image deleted successfully!' }
    },
  )
}

export default gallery
