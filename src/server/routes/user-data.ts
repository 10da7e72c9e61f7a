// A shopper's own data (decision 032): a copy to download, and closing the account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AccountDataSchema, exportFileName } from '#domain/account-data.ts'
import {
  EraseAccountSchema,
  ERASURE_MESSAGES,
  ErasureStatusSchema,
} from '#domain/account-erasure.ts'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import { perIp, perUser } from '../plugins/rate-limits.ts'
import { requireUser } from '../plugins/session.ts'
import { exportAccountData } from '../services/account-data.ts'
import { eraseAccount, erasureStatus, sendErasureCode } from '../services/account-erasure.ts'

const userData: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/user/export',
    { schema: { response: { 200: AccountDataSchema } }, config: perIp(30) },
    async (request, reply) => {
      const data = await exportAccountData(db, requireUser(request))
      const fileName = exportFileName(new Date(data.exportedAt))
      reply.header('content-disposition', `attachment; filename="${fileName}"`)
      return data
    },
  )

  app.get(
    '/user/erasure',
    { schema: { response: { 200: ErasureStatusSchema } } },
    async (request) => erasureStatus(db, requireUser(request)),
  )

  app.post(
    '/user/erase-code',
    {
      schema: { response: { 200: MessageResponseSchema } },
      config: perIp(30),
      preHandler: perUser(app, 5, '15 minutes'),
    },
    async (request) => {
      await sendErasureCode(db, requireUser(request))
      app.mailWorker.nudge()
      return { message: ERASURE_MESSAGES.codeSent }
    },
  )

  app.delete(
    '/user',
    {
      schema: { body: EraseAccountSchema, response: { 200: MessageResponseSchema } },
      config: perIp(30),
      preHandler: perUser(app, 10, '15 minutes'),
    },
    async (request, reply) => {
      await eraseAccount(db, requireUser(request), request.body)
      await reply.endSession()
      return { message: ERASURE_MESSAGES.erased }
    },
  )
}

export default userData
