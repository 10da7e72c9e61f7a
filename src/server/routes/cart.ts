// The signed-in shopper's kept cart, and the lines a reminder's restore link fills a cart with.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CartAnswerSchema, CartBodySchema, LinkTokenQuerySchema } from '#domain/cart/server-cart.ts'
import { requireUser } from '../plugins/session.ts'
import { keepCart, keptCart } from '../services/carts/kept-cart.ts'
import { restoredLines } from '../services/carts/reminder-links.ts'

const cart: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get('/cart', { schema: { response: { 200: CartAnswerSchema } } }, async (request) => ({
    lines: await keptCart(db, requireUser(request).id),
  }))

  app.put(
    '/cart',
    { schema: { body: CartBodySchema, response: { 200: CartAnswerSchema } } },
    async (request) => ({
      lines: await keepCart(db, requireUser(request).id, request.body.lines),
    }),
  )

  // Signed in or not: the token is the key, and it opens only the lines its mail named.
  app.get(
    '/cart/restore',
    { schema: { querystring: LinkTokenQuerySchema, response: { 200: CartAnswerSchema } } },
    async (request) => ({ lines: await restoredLines(db, request.query.token) }),
  )
}

export default cart
