// The seller profile staff keep in the admin's settings: read it, save it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminShopProfileResponseSchema, ShopProfileSchema } from '#domain/shop-profile.ts'
import { requireAdmin } from '../../plugins/session.ts'
import { adminShopProfile, saveShopProfile } from '../../services/shop-profile.ts'

const shopProfile: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/admin/shop-profile',
    { schema: { response: { 200: AdminShopProfileResponseSchema } } },
    () => adminShopProfile(db),
  )

  app.put(
    '/admin/shop-profile',
    { schema: { body: ShopProfileSchema, response: { 200: AdminShopProfileResponseSchema } } },
    (request) => saveShopProfile(db, request.body, requireAdmin(request).id),
  )
}

export default shopProfile
