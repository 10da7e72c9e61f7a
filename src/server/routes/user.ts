import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ProfileUpdateSchema } from '#domain/schemas/auth.ts'
import { requireUser } from '../plugins/session.ts'
import { toPublicUser, updateProfile } from '../services/accounts.ts'

const user: FastifyPluginAsyncZod = async (app) => {
  app.put('/user/profile', { schema: { body: ProfileUpdateSchema } }, async (request) => {
    const current = requireUser(request)
    const updated = await updateProfile(app.database.db, current.id, request.body)
    return { message: 'Profile updated successfully!', user: toPublicUser(updated) }
  })
}

export default user
