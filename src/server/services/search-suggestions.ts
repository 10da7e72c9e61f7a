// The search box's suggestions: the shop's own search for products, its categories and the phone
// models shoppers can buy for, each read from the same reading of what was typed.
import { ProductListQuerySchema } from '#domain/product/catalogue-query.ts'
import type { PhoneModel } from '#domain/product/phone-model.ts'
import { planSearch, type SearchLexicon } from '#domain/product/search-plan.ts'
import {
  completedSearch,
  type NamedPhone,
  type SearchSuggestionsResponseSchema,
  suggestedCategories,
  suggestedPhones,
  SUGGESTIONS_PER_KIND,
} from '#domain/product/search-suggestions.ts'
import type { z } from 'zod'
import type { Db } from '../db/client.ts'
import { type MatchesMemo, listProducts } from './catalogue.ts'

/** What suggestions are read with, kept by the catalogue cache: the search's words and the phones. */
export interface SuggestionSources {
  lexicon: () => Promise<SearchLexicon>
  phones: () => Promise<PhoneModel[]>
  matches?: MatchesMemo
}

/** The phones something can be bought for, by their names, aliases and brand with name. */
function namedPhones(phones: PhoneModel[], lexicon: SearchLexicon): NamedPhone[] {
  const names = new Map(lexicon.models.map((model) => [model.slug, model.names]))
  return phones
    .filter((phone) => phone.productCount > 0)
    .map((phone) => ({
      ...phone,
      names: [...(names.get(phone.slug) ?? [phone.model]), `${phone.brand} ${phone.model}`],
    }))
}

export async function searchSuggestions(
  db: Db,
  search: string,
  sources: SuggestionSources,
): Promise<z.output<typeof SearchSuggestionsResponseSchema>> {
  const [lexicon, phones] = await Promise.all([sources.lexicon(), sources.phones()])
  const completed = completedSearch(search, lexicon.synonyms)
  const plan = planSearch(completed, lexicon)
  const query = ProductListQuerySchema.parse({
    search: completed,
    sortBy: 'relevance',
    limit: SUGGESTIONS_PER_KIND,
  })
  const { products } = await listProducts(db, query, false, sources.matches, async () => lexicon)
  return {
    products: products.map(({ id, slug, name, brand, image }) => ({
      id,
      slug,
      name,
      brand,
      image,
    })),
    categories: suggestedCategories(plan),
    phoneModels: suggestedPhones(search, plan, namedPhones(phones, lexicon)),
  }
}
