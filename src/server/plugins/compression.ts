// API answers over 1 KB go out brotli- or gzip-compressed, as the client's Accept-Encoding allows.
// Brotli at quality 4 compresses about as well as gzip's default at a fraction of quality 11's cost.
import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const COMPRESS_ABOVE_BYTES = 1024

async function compression(app: FastifyInstance) {
  // A GET has no body to decompress; sparing it the request-body hook saves every read a step.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) route.decompress ??= false
  })
  await app.register(compress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}

export default fp(compression, { name: 'compression' })
