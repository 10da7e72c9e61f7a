// Products added and changed from a CSV file staff upload: a dry run first, then the import.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ProductImportQuerySchema,
  ProductImportResponseSchema,
} from '#domain/product/product-csv.ts'
import { badRequest } from '../../lib/http-error.ts'
import { readUploadForm } from '../../lib/multipart-form.ts'
import { requireAdmin } from '../../plugins/session.ts'
import { importProducts } from '../../services/admin/product-import.ts'
import { MAX_UPLOAD_BYTES } from '../../services/uploads.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

const imports: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/admin/imports/products',
    {
      schema: {
        querystring: ProductImportQuerySchema,
        response: { 200: ProductImportResponseSchema },
      },
    },
    async (request) => {
      const { files } = await readUploadForm(request, {
        what: 'file',
        maxFiles: 1,
        maxMegabytes: MAX_UPLOAD_BYTES / 1024 / 1024,
      })
      const file = files.find((f) => f.field === 'file')
      if (!file) throw badRequest('Choose a CSV file to import')
      let csv: string
      try {
        csv = utf8.decode(file.bytes)
      } catch {
        throw badRequest('Save the file as CSV UTF-8 and send it again')
      }
      return importProducts(db, csv, {
        dryRun: request.query.dryRun,
        userId: requireAdmin(request).id,
      })
    },
  )
}

export default imports
