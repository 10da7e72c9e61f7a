// Reading an upload form whole: its files and text fields. A body past the form's limits says
// which limit, and one that isn't well-formed multipart is a 400, never a 500.
import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from './http-error.ts'

export interface UploadForm {
  files: { field: string; bytes: Buffer }[]
  fields: Map<string, string>
}

export interface UploadLimits {
  /** What the files are, in the shopper's words: "photos", "images". */
  what: string
  maxFiles: number
  maxMegabytes: number
}

export async function readUploadForm(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(`Send the ${limits.what} as multipart form data`)
  const form: UploadForm = { files: [], fields: new Map() }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        form.files.push({ field: part.fieldname, bytes: await part.toBuffer() })
      else if (typeof part.value === 'string') form.fields.set(part.fieldname, part.value)
    }
  } catch (error) {
    throw formRefusal(error, limits)
  }
  return form
}

function formRefusal(error: unknown, { what, maxFiles, maxMegabytes }: UploadLimits) {
  const code = (error as { code?: unknown }).code
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(413, `Add at most ${maxFiles} ${what}`)
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, `Each of the ${what} must be at most ${maxMegabytes} MB`)
  }
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'The form has too many fields')
  return badRequest(`The ${what} could not be read: send them again as multipart form data`)
}
