// Every admin route, behind one guard: 401 for visitors, 403 for customers, before anything else.
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAdmin } from '../../plugins/session.ts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../services/uploads.ts'
import abandonedCarts from './abandoned-carts.ts'
import contacts from './contacts.ts'
import coupons from './coupons.ts'
import customers from './customers.ts'
import dashboard from './dashboard.ts'
import csvExports from './exports.ts'
import gallery from './gallery.ts'
import imports from './imports.ts'
import mail from './mail.ts'
import notices from './notices.ts'
import orders from './orders.ts'
import phoneModels from './phone-models.ts'
import products from './products.ts'
import reports from './reports.ts'
import returns from './returns.ts'
import reviews from './reviews.ts'
import searchSynonyms from './search-synonyms.ts'
import shopProfile from './shop-profile.ts'
import variants from './variants.ts'

const admin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => void requireAdmin(request))
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 5, parts: 20 },
  })
  for (const routes of [
    dashboard,
    abandonedCarts,
    products,
    variants,
    phoneModels,
    searchSynonyms,
    shopProfile,
    orders,
    customers,
    csvExports,
    imports,
    reports,
    returns,
    coupons,
    reviews,
    contacts,
    gallery,
    mail,
    notices,
  ]) {
    await app.register(routes)
  }
}

export default admin
