import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SearchSuggestionsQuerySchema,
  SearchSuggestionsResponseSchema,
} from '#domain/product/search-suggestions.ts'
import { asJson } from '../plugins/catalogue-cache.ts'
import { loadSearchLexicon } from '../services/catalogue-search.ts'
import { listPhoneModels } from '../services/phone-models.ts'
import { searchSuggestions } from '../services/search-suggestions.ts'

const search: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const cache = app.catalogueCache
  app.get(
    '/search/suggestions',
    {
      schema: {
        querystring: SearchSuggestionsQuerySchema,
        response: { 200: SearchSuggestionsResponseSchema },
      },
    },
    (request, reply) => {
      const { q } = request.query
      cache.respond(
        request,
        reply,
        `suggestions?${q.toLowerCase()}`,
        asJson(SearchSuggestionsResponseSchema, () =>
          searchSuggestions(db, q, {
            lexicon: () => cache.value('search-lexicon', () => loadSearchLexicon(db)),
            phones: () => cache.value('phone-models', () => listPhoneModels(db)),
            count: cache.count,
          }),
        ),
      )
      return undefined
    },
  )
}

export default search
