// A shopper asks to send lines of a delivered order back, with photos of what went wrong.
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import {
  MAX_RETURN_PHOTOS,
  RETURN_REQUESTED,
  returnPhotoFolder,
  ReturnPhotosResponseSchema,
  ReturnRequestSchema,
  ReturnResponseSchema,
} from '#domain/order/returns.ts'
import { badRequest } from '../lib/http-error.ts'
import { readUploadForm } from '../lib/multipart-form.ts'
import { perIp } from '../plugins/rate-limits.ts'
import { requireUser } from '../plugins/session.ts'
import { requestReturn } from '../services/returns/request.ts'
import { MAX_UPLOAD_BYTES, removeUpload, storeImage } from '../services/uploads.ts'

const returns: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_RETURN_PHOTOS,
      fields: 5,
      parts: MAX_RETURN_PHOTOS + 5,
    },
  })

  app.post(
    '/orders/:id/returns',
    {
      schema: {
        params: IdParamsSchema,
        body: ReturnRequestSchema,
        response: { 201: ReturnResponseSchema },
      },
      config: perIp(20),
    },
    async (request, reply) => {
      const user = requireUser(request)
      const made = await requestReturn(request.shop, request.params.id, user.id, request.body)
      return reply.status(201).send({ message: RETURN_REQUESTED, return: made })
    },
  )

  // Photos are re-encoded as they come, into the shopper's own folder; the return names them.
  app.post(
    '/orders/returns/photos',
    { schema: { response: { 201: ReturnPhotosResponseSchema } }, config: perIp(20) },
    async (request, reply) => {
      const user = requireUser(request)
      const { files } = await readUploadForm(request, {
        what: 'photos',
        maxFiles: MAX_RETURN_PHOTOS,
        maxMegabytes: MAX_UPLOAD_BYTES / 1024 / 1024,
      })
      if (files.length === 0) throw badRequest('Choose at least one photo')
      const photos: string[] = []
      try {
        for (const { bytes } of files) {
          photos.push(await storeImage(app.config.dataDir, returnPhotoFolder(user.id), bytes))
        }
      } catch (error) {
        await Promise.all(photos.map((url) => removeUpload(app.config.dataDir, url)))
        throw error
      }
      return reply.status(201).send({ photos })
    },
  )
}

export default returns
