import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminDashboard } from '../../services/admin/dashboard.ts'

const dashboard: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/dashboard', async () => adminDashboard(app.database.db))
}

export default dashboard
