// The seller profile as shoppers read it (footer, contact and policy pages), kept with the
// catalogue's answers and dropped when staff save it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ShopProfileResponseSchema } from '#domain/shop-profile.ts'
import { asJson } from '../plugins/catalogue-cache.ts'
import { readShopProfile } from '../services/shop-profile.ts'

const shopProfile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop-profile',
    { schema: { response: { 200: ShopProfileResponseSchema } } },
    (request, reply) =>
      app.catalogueCache.respond(
        request,
        reply,
        'shop-profile',
        asJson(ShopProfileResponseSchema, async () => ({
          profile: await readShopProfile(app.database.db),
        })),
      ),
  )
}

export default shopProfile
