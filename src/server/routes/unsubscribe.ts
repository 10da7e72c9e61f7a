// The one-click unsubscribe of a reminder mail (RFC 8058): the link in its body (GET) and the
// List-Unsubscribe-Post a mail client sends for its own button (POST), both from the token alone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LinkTokenQuerySchema, UNSUBSCRIBED, UnsubscribedSchema } from '#domain/cart/server-cart.ts'
import { escapeMarkup } from '../lib/escape-markup.ts'
import { unsubscribeByLink } from '../services/carts/reminder-links.ts'

/** A shopper who opened the link in a browser reads a page, not JSON. */
const page = (message: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribed · Kavach</title></head><body style="font-family:Arial,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a"><h1 style="font-size:1.25rem">Kavach</h1><p>${escapeMarkup(message)}</p><p><a href="/">Back to the shop</a></p></body></html>`

const unsubscribe: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // RFC 8058's POST carries "List-Unsubscribe=One-Click" as a form; the token is in the URL.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) =>
      done(null, undefined),
    )
  }

  const schema = { querystring: LinkTokenQuerySchema, response: { 200: UnsubscribedSchema } }

  app.get('/unsubscribe', { schema }, async (request, reply) => {
    await unsubscribeByLink(db, request.query.token)
    if (request.headers.accept?.includes('text/html')) {
      // A string goes out as it is, past the JSON schema, which holds for every other answer.
      const html: unknown = page(UNSUBSCRIBED)
      return reply.type('text/html; charset=utf-8').send(html as { message: string })
    }
    return { message: UNSUBSCRIBED }
  })

  app.post('/unsubscribe', { schema }, async (request) => {
    await unsubscribeByLink(db, request.query.token)
    return { message: UNSUBSCRIBED }
  })
}

export default unsubscribe
