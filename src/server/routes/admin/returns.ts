// Staff decide returns: the list by state, approve (booking the courier's pickup), reject, receive.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminReturnsResponseSchema,
  ApproveReturnSchema,
  ReceiveReturnSchema,
  RETURN_APPROVED,
  RETURN_RECEIVED,
  RETURN_REJECTED,
  RejectReturnSchema,
  ReturnListQuerySchema,
  ReturnParamsSchema,
  ReturnResponseSchema,
} from '#domain/order/returns.ts'
import { approveReturn, rejectReturn } from '../../services/returns/decide.ts'
import { receiveReturn } from '../../services/returns/receive.ts'
import { listReturns } from '../../services/returns/views.ts'

const returns: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const answers = { 200: ReturnResponseSchema }

  app.get(
    '/orders/admin/returns',
    {
      schema: { querystring: ReturnListQuerySchema, response: { 200: AdminReturnsResponseSchema } },
    },
    async (request) => ({ returns: await listReturns(db, request.query.status) }),
  )

  app.post(
    '/orders/admin/returns/:id/approve',
    { schema: { params: ReturnParamsSchema, body: ApproveReturnSchema, response: answers } },
    async (request) => ({
      message: RETURN_APPROVED,
      return: await approveReturn(request.shop, request.params.id, request.body),
    }),
  )

  app.post(
    '/orders/admin/returns/:id/reject',
    { schema: { params: ReturnParamsSchema, body: RejectReturnSchema, response: answers } },
    async (request) => ({
      message: RETURN_REJECTED,
      return: await rejectReturn(request.shop, request.params.id, request.body),
    }),
  )

  app.post(
    '/orders/admin/returns/:id/receive',
    { schema: { params: ReturnParamsSchema, body: ReceiveReturnSchema, response: answers } },
    async (request) => ({
      message: RETURN_RECEIVED,
      return: await receiveReturn(request.shop, request.params.id, request.body),
    }),
  )
}

export default returns
