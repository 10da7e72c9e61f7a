// When a search finds nothing: the nearest searches that do, each counted as the shop would list it.
import { sql } from 'drizzle-orm'
import { ProductListQuerySchema } from '#domain/product/catalogue-query.ts'
import {
  ALIKE_PER_WORD,
  NEAREST_SEARCHES,
  NEAREST_WORD_SIMILARITY,
  type NearestSearch,
  nearestSearchCandidates,
} from '#domain/product/nearest-searches.ts'
import { phraseWords, type SearchLexicon } from '#domain/product/search-plan.ts'
import { RANKED_SEARCH_MIN_LETTERS } from '#domain/product/search.ts'
import type { Db } from '../db/client.ts'
import { searchWords as vocabulary } from '../db/schema/index.ts'
import { escapeLike } from '../lib/escape-like.ts'
import { type MatchesMemo, listProducts } from './catalogue.ts'

/**
 * For each typed word that no catalogue word contains and that is none of the shoppers' words
 * staff keep as synonyms, the words most like it among both ("gard" is near "guard", which finds
 * tempered glass), in one query.
 */
async function alikeWords(
  db: Db,
  search: string,
  lexicon: SearchLexicon,
): Promise<Map<string, string[]>> {
  const typed = [...new Set(phraseWords(search))].filter(
    (word) => word.length >= RANKED_SEARCH_MIN_LETTERS,
  )
  if (typed.length === 0) return new Map()
  const shoppers = [
    ...new Set(lexicon.synonyms.flatMap((group) => group.words.flatMap(phraseWords))),
  ]
  const known = sql`(select ${vocabulary.word} as word from ${vocabulary}
    union select unnest(${sql.param(shoppers)}::text[]))`
  const rows = await db
    .select({
      word: sql<string>`typed.word`,
      alike: sql<string[]>`array(
        select known.word from ${known} as known
        where similarity(known.word, typed.word) >= ${NEAREST_WORD_SIMILARITY}
        order by similarity(known.word, typed.word) desc, known.word
        limit ${ALIKE_PER_WORD})`,
    })
    .from(
      sql`unnest(${sql.param(typed)}::text[], ${sql.param(typed.map((word) => `%${escapeLike(word)}%`))}::text[]) as typed(word, pattern)`,
    )
    .where(
      sql`not exists (select 1 from ${vocabulary} where ${vocabulary.word} like typed.pattern)
        and typed.word <> all(${sql.param(shoppers)}::text[])`,
    )
  return new Map(rows.map((row) => [row.word, row.alike]))
}

export async function nearestSearches(
  db: Db,
  { q, model }: { q: string; model?: string },
  sources: { lexicon: () => Promise<SearchLexicon>; matches?: MatchesMemo },
): Promise<NearestSearch[]> {
  const tried = nearestSearchCandidates(q, await alikeWords(db, q, await sources.lexicon()))
  const found: NearestSearch[] = []
  // One at a time, nearest first, until enough find something.
  for (const search of tried) {
    const query = ProductListQuerySchema.parse({ search, model, limit: 1 })
    const { total } = await listProducts(db, query, false, sources.matches, sources.lexicon)
    if (total > 0) found.push({ search, count: total })
    if (found.length === NEAREST_SEARCHES) break
  }
  return found
}
