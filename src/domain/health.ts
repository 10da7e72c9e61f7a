import { z } from 'zod'

/** GET /api/health: 200 when the database answers, 503 when it doesn't. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
})
