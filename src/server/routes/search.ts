import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SearchSuggestionsQuerySchema,
  SearchSuggestionsResponseSchema,
} from '#domain/product/search-suggestions.ts'
import {
  NearestSearchesQuerySchema,
  NearestSearchesResponseSchema,
} from '#domain/product/nearest-searches.ts'
import { asJson } from '../plugins/catalogue-cache.ts'
import { loadSearchLexicon } from '../services/catalogue-search.ts'
import { nearestSearches } from '../services/nearest-searches.ts'
import { listPhoneModels } from '../services/phone-models.ts'
import { searchSuggestions } from '../services/search-suggestions.ts'

const search: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const cache = app.catalogueCache
  const lexicon = () => cache.value('search-lexicon', () => loadSearchLexicon(db))
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
            lexicon,
            phones: () => cache.value('phone-models', () => listPhoneModels(db)),
            matches: cache.matches,
          }),
        ),
      )
      return undefined
    },
  )

  // Asked when a search finds nothing: the nearest searches that find something.
  app.get(
    '/search/nearest',
    {
      schema: {
        querystring: NearestSearchesQuerySchema,
        response: { 200: NearestSearchesResponseSchema },
      },
    },
    (request, reply) => {
      const { q, model } = request.query
      cache.respond(
        request,
        reply,
        `nearest?${q.toLowerCase()}&${model ?? ''}`,
        asJson(NearestSearchesResponseSchema, async () => ({
          searches: await nearestSearches(db, { q, model }, { lexicon, matches: cache.matches }),
        })),
      )
      return undefined
    },
  )
}

export default search
