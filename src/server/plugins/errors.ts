// One error path: every failure leaves as `{ message, errors? }` with a fitting status, never a stack.
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientErrorFor, databaseError, loggableError } from '../lib/database-errors.ts'
import { type FieldError, HttpError } from '../lib/http-error.ts'

/** For a route whose own answer shares a status code with this handler's refusals. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
type ErrorBody = z.infer<typeof ErrorBodySchema>

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply.status(error.statusCode).send(body(error.message, error.errors))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }))
      return reply.status(400).send(body(fields[0]?.message ?? 'Invalid request', fields))
    }
    const database = databaseError(error)
    const refused = database && clientErrorFor(database)
    if (refused) {
      request.log.info({ err: loggableError(error) }, 'request refused by a database constraint')
      return reply.status(refused.statusCode).send(body(refused.message))
    }
    const status = database ? 500 : (error.statusCode ?? 500)
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed')
      return reply.status(status).send(body('Something went wrong. Please try again.'))
    }
    // Fastify's own 4xx (bad JSON, too large, rate limited, unsupported type) carry a safe message.
    return reply.status(status).send(body(error.message))
  })
}

function body(message: string, errors?: FieldError[]): ErrorBody {
  return errors?.length ? { message, errors } : { message }
}

export default fp(errors, { name: 'errors' })
