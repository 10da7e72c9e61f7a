// The search synonyms staff keep: list, add, edit and delete groups of shoppers' words.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema, MessageResponseSchema } from '#domain/api-shapes.ts'
import {
  AdminSearchSynonymListSchema,
  SEARCH_SYNONYM_MESSAGES,
  SearchSynonymSavedSchema,
  SearchSynonymSchema,
} from '#domain/product/search-synonym.ts'
import {
  adminSearchSynonyms,
  createSearchSynonym,
  deleteSearchSynonym,
  updateSearchSynonym,
} from '../../services/admin/search-synonyms.ts'

const searchSynonyms: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/admin/search-synonyms',
    { schema: { response: { 200: AdminSearchSynonymListSchema } } },
    () => adminSearchSynonyms(db),
  )

  app.post(
    '/admin/search-synonyms',
    { schema: { body: SearchSynonymSchema, response: { 201: SearchSynonymSavedSchema } } },
    async (request, reply) =>
      reply.status(201).send({
        message: SEARCH_SYNONYM_MESSAGES.created,
        synonym: await createSearchSynonym(db, request.body),
      }),
  )

  app.put(
    '/admin/search-synonyms/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: SearchSynonymSchema,
        response: { 200: SearchSynonymSavedSchema },
      },
    },
    async (request) => ({
      message: SEARCH_SYNONYM_MESSAGES.updated,
      synonym: await updateSearchSynonym(db, request.params.id, request.body),
    }),
  )

  app.delete(
    '/admin/search-synonyms/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deleteSearchSynonym(db, request.params.id)
      return { message: SEARCH_SYNONYM_MESSAGES.deleted }
    },
  )
}

export default searchSynonyms
