import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { secondsUntilWindowChanges } from '#domain/business-days.ts'
import { PINCODE_UNKNOWN, PincodeAnswerSchema, PincodeParamsSchema } from '#domain/pincode.ts'
import { notFound } from '../lib/http-error.ts'
import { estimateDelivery } from '../services/pincodes/delivery-estimate.ts'

/** A shared cache may keep an answer this long, and never past the next cut-off or IST midnight. */
const CACHE_SECONDS = 300

const pincodes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pincodes/:pincode',
    { schema: { params: PincodeParamsSchema, response: { 200: PincodeAnswerSchema } } },
    async (request, reply) => {
      const now = new Date()
      const answer = await estimateDelivery(request.params.pincode, app.shop.delivery, now)
      if (!answer) throw notFound(PINCODE_UNKNOWN)
      const seconds = Math.min(CACHE_SECONDS, secondsUntilWindowChanges(now))
      reply.header('cache-control', `public, max-age=${seconds}`)
      return answer
    },
  )
}

export default pincodes
