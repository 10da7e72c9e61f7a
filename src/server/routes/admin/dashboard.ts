import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminDashboardSchema } from '#domain/admin-dashboard.ts'
import { adminDashboard } from '../../services/admin/dashboard.ts'

const dashboard: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/dashboard', { schema: { response: { 200: AdminDashboardSchema } } }, async () =>
    adminDashboard(app.database.db),
  )
}

export default dashboard
